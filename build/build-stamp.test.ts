import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, inputsDigest, removeStamp, writeStamp } from '../scripts/build-stamp.mjs';

// A checkout in miniature: sources, config, npm's lock files and a build of them.
let root: string;
let dist: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const built = () => {
  write('dist/app/server/main.js', 'server');
  write('dist/web/index.html', '<html>');
  writeStamp(dist, inputsDigest(root));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-stamp-'));
  dist = path.join(root, 'dist');
  write('src/server/main.ts', 'start()');
  write('src/web/app.tsx', 'app()');
  write('build/plugin.ts', 'plugin()');
  write('scripts/build-server.mjs', 'tsc()');
  write('package.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('node_modules/.package-lock.json', '{"packages":{}}');
  write('vite.config.ts', 'config()');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('says an unchanged build is current, whatever the files’ times', () => {
    built();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/server/main.ts'), later, later);
    expect(buildIsCurrent(root, dist)).toBe(true);
  });

  it.each([
    ['a source', 'src/web/app.tsx'],
    ['a build plugin', 'build/plugin.ts'],
    ['a build script', 'scripts/build-server.mjs'],
    ['the Vite config', 'vite.config.ts'],
    ['the lock file', 'package-lock.json'],
    ['the installed dependencies', 'node_modules/.package-lock.json'],
  ])('asks for a build when %s changed', (_what, file) => {
    built();
    write(file, 'changed');
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('asks for a build when a source is added or removed', () => {
    built();
    write('src/web/new-page.tsx', 'page()');
    expect(buildIsCurrent(root, dist)).toBe(false);
    fs.rmSync(path.join(root, 'src/web/new-page.tsx'));
    expect(buildIsCurrent(root, dist)).toBe(true);
    fs.rmSync(path.join(root, 'src/web/app.tsx'));
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('asks for a build when there is no build directory or no stamp', () => {
    expect(buildIsCurrent(root, dist)).toBe(false);
    built();
    removeStamp(dist);
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('asks for a build when the build lost, gained or changed a file', () => {
    built();
    fs.rmSync(path.join(dist, 'web/index.html'));
    expect(buildIsCurrent(root, dist)).toBe(false);

    built();
    write('dist/web/index.html', '<html lang="en">');
    expect(buildIsCurrent(root, dist)).toBe(false);

    built();
    write('dist/web/stray.js', 'x');
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('takes the digest from before the build, so a source saved during it is seen next time', () => {
    const before = inputsDigest(root);
    write('src/server/main.ts', 'saved while building');
    write('dist/app/server/main.js', 'server');
    writeStamp(dist, before);
    expect(buildIsCurrent(root, dist)).toBe(false);
  });

  it('reads a damaged stamp as no stamp', () => {
    built();
    fs.writeFileSync(path.join(dist, '.build-stamp.json'), '{"inputs":');
    expect(buildIsCurrent(root, dist)).toBe(false);
  });
});
