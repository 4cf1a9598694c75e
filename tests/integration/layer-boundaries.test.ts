// The layer rule of docs/architecture.md is a lint rule; this proves it fails on each wrong arrow,
// so a change to the ESLint config cannot quietly switch it off.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const probes: string[] = [];
afterAll(() => probes.forEach((f) => fs.rmSync(f, { force: true })));

async function lintProbe(file: string, source: string, rule = 'import-x/no-restricted-paths') {
  const full = path.resolve(file);
  probes.push(full);
  fs.writeFileSync(full, source);
  const [result] = await new ESLint().lintFiles([full]);
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

// The first lint builds the type-aware program of the whole project: slow on a busy machine.
describe('import boundaries', { timeout: 180_000 }, () => {
  it.each([
    [
      'src/web/lib/zz-probe-a.ts',
      "export { loadConfig } from '../../server/config.ts';",
      /web never imports server/,
    ],
    [
      'src/server/http/zz-probe-b.ts',
      "export { paths } from '../../web/config/paths.ts';",
      /server never imports web/,
    ],
    [
      'src/domain/plans/zz-probe-c.ts',
      "export { apiPaths } from '../../contract/api-paths.ts';",
      /domain is pure/,
    ],
    [
      'src/contract/zz-probe-d.ts',
      "export { HttpError } from '../server/http/errors.ts';",
      /contract depends on domain only/,
    ],
    [
      'src/web/features/settings/zz-probe-e.ts',
      "export { LoginPage } from '../auth/login-page.tsx';",
      /features do not import each other/,
    ],
    [
      'src/web/features/teams/zz-probe-f.ts',
      "export { PlayerForm } from '../players/components/player-form.tsx';",
      /features do not import each other's components/,
    ],
    [
      'src/i18n/zz-probe-h.ts',
      "export { apiPaths } from '../contract/api-paths.ts';",
      /i18n is shared by every side/,
    ],
  ])('%s fails lint', async (file, source, message) => {
    const messages = await lintProbe(file, source);
    expect(messages.join('\n')).toMatch(message);
  });

  it('allows the arrows the architecture allows', async () => {
    const messages = await lintProbe(
      'src/web/lib/zz-probe-ok.ts',
      "export { apiPaths } from '../../contract/api-paths.ts';\nexport { effectiveTier } from '../../domain/plans/effective-tier.ts';",
    );
    expect(messages).toEqual([]);
  });

  it("lets a feature use another feature's queries and query keys", async () => {
    const messages = await lintProbe(
      'src/web/features/teams/zz-probe-g.ts',
      "export { playerKeys } from '../players/keys.ts';\nexport { usePlayers } from '../players/api/get-players.ts';",
    );
    expect(messages).toEqual([]);
  });

  it('refuses a replacement string the code did not write, on the server and in shared code', async () => {
    const refused = await lintProbe(
      'src/server/http/zz-probe-j.ts',
      [
        "export const a = (message: string, name: string) => message.replace('{name}', name);",
        "export const b = (message: string, name: string) => message.replaceAll('{x}', `<b>${name}</b>`);",
      ].join('\n'),
      'no-restricted-syntax',
    );
    expect(refused).toHaveLength(2);
    expect(refused.join('\n')).toMatch(/expands \$&/);
    const allowed = await lintProbe(
      'src/domain/plans/zz-probe-k.ts',
      [
        "export const a = (message: string, name: string) => message.replace('{name}', () => name);",
        "export const b = (text: string) => text.replace(/-/g, ' ').replaceAll('_', `-`);",
      ].join('\n'),
      'no-restricted-syntax',
    );
    expect(allowed).toEqual([]);
  });

  it('refuses text a person reads written into a converted folder instead of the catalogues', async () => {
    const messages = await lintProbe(
      'src/web/features/settings/zz-probe-i.tsx',
      'export const Probe = () => <p title="Fouls">Team fouls</p>;',
      'no-restricted-syntax',
    );
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toMatch(/catalogues/);
  });
});
