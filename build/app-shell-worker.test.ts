import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAppShellWorker } from './app-shell-worker.ts';

let dir: string;
let template: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

/** The manifest the written sw.js holds. */
function manifest() {
  const source = fs.readFileSync(path.join(dir, 'web/sw.js'), 'utf8');
  const [, json] = /^const manifest = (.*);$/m.exec(source) ?? [];
  return JSON.parse(json!) as { version: string; files: string[] };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-sw-'));
  template = path.join(dir, 'service-worker.js');
  fs.writeFileSync(template, "const manifest = __TEMPO_SHELL_MANIFEST__;\nself.log('x');\n");
  write('web/index.html', '<html>app</html>');
  write('web/output.html', '<html>output</html>');
  write('web/assets/main-abc.js', 'main');
  write('web/assets/main-abc.js.map', '{}');
  write('web/assets/main-abc.js.br', 'br');
  write('web/.vite/manifest.json', '{}');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('writeAppShellWorker', () => {
  it('lists every built file but source maps and dot folders, in order, in sw.js', () => {
    writeAppShellWorker(path.join(dir, 'web'), template);
    expect(manifest().files).toEqual([
      '/assets/main-abc.js',
      '/assets/main-abc.js.br',
      '/index.html',
      '/output.html',
    ]);
    expect(fs.readFileSync(path.join(dir, 'web/sw.js'), 'utf8')).toContain("self.log('x');");
  });

  it('gives a new version when a page changes, though no file name does', () => {
    writeAppShellWorker(path.join(dir, 'web'), template);
    const before = manifest().version;
    writeAppShellWorker(path.join(dir, 'web'), template);
    expect(manifest().version).toBe(before);

    write('web/output.html', '<html>output, changed</html>');
    writeAppShellWorker(path.join(dir, 'web'), template);
    expect(manifest().version).not.toBe(before);
    expect(manifest().version).toMatch(/^[0-9a-f]{16}$/);
  });
});
