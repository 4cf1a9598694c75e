import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

describe('serverNodeFlags', () => {
  it('are the flags npm start runs the built server with', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(
      `node scripts/build-if-changed.mjs && node ${serverNodeFlags.join(' ')} dist/app/server/main.js`,
    );
  });

  it('are accepted by this Node and cap the young generation', () => {
    // Objects that survive a few scavenges make V8 grow its young generation to its limit.
    const script = `
      const v8 = require('node:v8');
      const keep = new Array(200000);
      for (let i = 0; i < 3e6; i++) keep[i % keep.length] = { i, s: 'x' + i };
      const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      console.log(young.physical_space_size);`;
    const run = (flags: string[]) => {
      const result = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return Number(result.stdout.trim());
    };
    const capped = run(serverNodeFlags);
    expect(capped).toBeLessThanOrEqual(2 * 2 * 1024 * 1024);
    // Without the flags the same script grows it past that: the test measures the flag's effect.
    expect(run([])).toBeGreaterThan(capped);
    // Two Node processes, a second or two each, and many times that on a busy machine.
  }, 30_000);
});
