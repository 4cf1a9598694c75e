// The JavaScript a page really loads, measured in Chromium: every script response of a first
// visit, gzipped at level 6 (what a typical server or CDN sends). A signed-in page is measured by
// passing a setup that prepares data through the API and hands over its session cookies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './server-process.ts';
import type { SeedTarget } from './sign-up.ts';

export interface PageTarget {
  path: string;
  /** name → value, set on the server's origin before the visit. */
  cookies?: ReadonlyMap<string, string>;
}

export async function pageJsBench(target: string | ((server: SeedTarget) => Promise<PageTarget>)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-js-'));
  const server = await startServer({ DATA_DIR: dir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { path: pagePath, cookies } =
      typeof target === 'string' ? { path: target, cookies: undefined } : await target(server);
    const context = await browser.newContext();
    await context.addCookies(
      [...(cookies ?? [])].map(([name, value]) => ({ name, value, url: server.url })),
    );
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      void res.body().then((body) => scripts.set(res.url(), body));
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    // A signed-out visit would be redirected to /login and measure the wrong page.
    const landed = new URL(page.url()).pathname;
    if (landed !== pagePath) throw new Error(`${pagePath} landed on ${landed}`);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const body of scripts.values()) {
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 6 }).length;
    }
    return { files: scripts.size, rawBytes, gzipBytes };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
