// A web build as `vite build` leaves it (the files, then their compressed siblings), made of a few
// files in a temporary folder, served by an app built on the test's dependencies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { precompress } from '../../../scripts/precompress.ts';
import { buildApp } from '../../../src/server/app.ts';
import type { TestApp } from './test-app.ts';

export interface ServedBuild {
  web: FastifyInstance;
  dir: string;
  close(): Promise<void>;
}

/** `files`: path in the build (`assets/app-1a2b.js`) → text. */
export async function serveBuild(t: TestApp, files: Record<string, string>): Promise<ServedBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-web-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  await precompress(dir);
  const web = await buildApp(
    { ...t.deps, config: { ...t.deps.config, webDir: dir } },
    { serveWeb: true },
  );
  await web.ready();
  return {
    web,
    dir,
    close: async () => {
      await web.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
