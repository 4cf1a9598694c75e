// The app-shell worker's install, run in a sandbox with its own caches and network: it caches
// every file of the build, a few at a time, so the page that registered it keeps connections for
// the screen it is opening.
import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = fs.readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

/** Installs the worker over `files`; answers how many fetches were in flight at most. */
async function install(files: string[], failing?: string) {
  let inFlight = 0;
  let most = 0;
  const cached: string[] = [];
  const cache = {
    async add(file: string) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (file === failing) throw new TypeError(`${file}: 404`);
      cached.push(file);
    },
  };
  const listeners = new Map<string, (event: unknown) => void>();
  let skippedWaiting = false;
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => {
      skippedWaiting = true;
    },
  };
  const manifest = JSON.stringify({ version: 'test', files });
  vm.runInNewContext(source.replace('__TEMPO_SHELL_MANIFEST__;', `${manifest};`), {
    self,
    caches: { open: async () => cache },
    URL,
  });
  let done: Promise<unknown> = Promise.resolve();
  listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
  const outcome = await done.then(
    () => 'installed',
    () => 'failed',
  );
  return { outcome, most, cached, skippedWaiting };
}

describe('the app-shell worker', () => {
  const files = Array.from({ length: 40 }, (_, i) => `/assets/chunk-${i}.js`);

  it('caches every file of the build, two at a time', async () => {
    const result = await install(files);
    expect(result.outcome).toBe('installed');
    expect([...result.cached].sort()).toEqual([...files].sort());
    expect(result.most).toBe(2);
    expect(result.skippedWaiting).toBe(true);
  });

  it('does not install when a file cannot be fetched', async () => {
    const result = await install(files, '/assets/chunk-7.js');
    expect(result.outcome).toBe('failed');
    expect(result.skippedWaiting).toBe(false);
  });
});
