import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { mantineStylesWhereUsed } from './mantine-styles-where-used.ts';
import { hookOf } from './plugin-hooks.ts';

const nodeModules = fileURLToPath(new URL('../node_modules', import.meta.url));
const entry = '/app/src/web/main.tsx';
const classMap = 'var classes = {"root":"m_77c9d27d"};\nexport { classes as default };\n';

async function transformer(command: 'build' | 'serve') {
  const plugin = mantineStylesWhereUsed(entry);
  await hookOf(plugin, 'configResolved')({ command } as never);
  return hookOf(plugin, 'transform');
}

/** The code a transform returns, as a string or with a source map. */
const codeOf = (result: unknown) =>
  typeof result === 'string' ? result : (result as { code: string } | null)?.code;

describe('mantineStylesWhereUsed', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("makes a component's class map import its own stylesheet in a build", async () => {
    const id = path.join(nodeModules, '@mantine/core/esm/components/Button/Button.module.css.mjs');
    const code = codeOf(await (await transformer('build'))(classMap, id));
    expect(code).toBe(`import '@mantine/core/styles/Button.css';\n${classMap}`);
  });

  it("makes the notifications' class map import their stylesheet", async () => {
    const id = path.join(nodeModules, '@mantine/notifications/esm/Notifications.module.css.mjs');
    const code = codeOf(await (await transformer('build'))(classMap, id));
    expect(code).toBe(`import '@mantine/notifications/styles.css';\n${classMap}`);
  });

  it('leaves every other module alone in a build, the entry too', async () => {
    const transform = await transformer('build');
    expect(await transform('export const a = 1;', '/app/src/web/routes/login.tsx')).toBeNull();
    expect(await transform('export const a = 1;', entry)).toBeNull();
  });

  it("fails the build when a component's stylesheet is not installed", async () => {
    // A Mantine package whose class map names a stylesheet the package does not have.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-mantine-'));
    made.push(root);
    const core = path.join(root, 'node_modules/@mantine/core');
    fs.mkdirSync(path.join(core, 'esm/components/Gone'), { recursive: true });
    fs.mkdirSync(path.join(core, 'styles'));
    fs.writeFileSync(path.join(core, 'styles/Button.css'), '.m_1 {}');
    const id = path.join(core, 'esm/components/Gone/Gone.module.css.mjs');
    fs.writeFileSync(id, classMap);

    await expect(async () => (await transformer('build'))(classMap, id)).rejects.toThrow(
      /@mantine\/core\/styles\/Gone\.css .* is not installed/,
    );
  });

  it("gives the dev server's entry all of Mantine's styles and leaves the class maps alone", async () => {
    const transform = await transformer('serve');
    expect(codeOf(await transform('render();', entry))).toBe(
      "import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\nrender();",
    );
    const id = path.join(nodeModules, '@mantine/core/esm/components/Button/Button.module.css.mjs');
    expect(await transform(classMap, id)).toBeNull();
  });
});
