// What a browser really receives on a first visit: every response of the page (HTML, JS, CSS,
// fonts, images, JSON), counted as the bytes that crossed the network (Chromium's
// encodedDataLength: headers and the body as sent, compressed or not), with the Accept-Encoding
// Chromium itself sends. Chromium offers Brotli only to secure contexts, which http://localhost
// and 127.0.0.1 are and a LAN address (a tablet at the venue) is not, so pages are weighed at
// both. Live streams stay open and are counted as requests, not bytes. The service worker's
// background download of the app shell, after the page has loaded, is not part of the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { PageTarget } from './first-visit-pages.ts';
import { startServer } from './server-process.ts';
import type { SeedTarget } from './sign-up.ts';
import { kb, type Row } from './table.ts';

export interface PageBytes {
  target: PageTarget;
  /** The Accept-Encoding Chromium sent for the page. */
  acceptEncoding: string;
  total: number;
  js: number;
  css: number;
  other: number;
  /** Responses counted, live streams not among them. */
  requests: number;
  streams: number;
}

/** `lan`: served on every interface and visited at this machine's first LAN address. */
export type Address = 'loopback' | 'lan';

export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
}

export async function pageBytesBench(
  pages: (server: SeedTarget) => Promise<PageTarget[]>,
  address: Address,
): Promise<PageBytes[]> {
  const host = address === 'lan' ? lanAddress() : '127.0.0.1';
  if (host === undefined) throw new Error('this machine has no LAN address');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-bytes-'));
  const server = await startServer({
    DATA_DIR: dir,
    ...(address === 'lan' ? { HOST: '0.0.0.0' } : {}),
  });
  const origin = `http://${host}:${new URL(server.url).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: browserArgs,
  });
  try {
    const results: PageBytes[] = [];
    for (const target of await pages(server)) {
      results.push(await firstVisit(browser, origin, target));
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Seen {
  type: string;
  url: string;
  bytes: number;
}

async function firstVisit(
  browser: Browser,
  origin: string,
  target: PageTarget,
): Promise<PageBytes> {
  const context = await browser.newContext();
  try {
    await context.addCookies(
      [...(target.cookies ?? [])].map(([name, value]) => ({ name, value, url: origin })),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, Seen>();
    let documentRequest: string | undefined;
    // The headers as sent come in an event of their own, before or after requestWillBeSent.
    const acceptEncodings = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const earlier = seen.get(e.requestId);
      // A redirect reuses the request id: its bytes stay counted.
      const redirected = e.redirectResponse?.encodedDataLength ?? 0;
      seen.set(e.requestId, {
        type: e.type ?? 'Other',
        url: e.request.url,
        bytes: (earlier?.bytes ?? 0) + redirected,
      });
      if (e.type === 'Document') documentRequest ??= e.requestId;
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const header = Object.entries(e.headers).find(([n]) => n.toLowerCase() === 'accept-encoding');
      acceptEncodings.set(e.requestId, String(header?.[1] ?? '(none)'));
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = seen.get(e.requestId);
      if (request) request.bytes += e.encodedDataLength;
    });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
    // A signed-out visit would be redirected to /login and measure the wrong page.
    const landed = new URL(page.url()).pathname;
    const wanted = new URL(target.path, origin).pathname;
    if (landed !== wanted) throw new Error(`${target.path} landed on ${landed}`);

    const acceptEncoding = acceptEncodings.get(documentRequest ?? '') ?? '(not seen)';
    const result = {
      target,
      acceptEncoding,
      total: 0,
      js: 0,
      css: 0,
      other: 0,
      requests: 0,
      streams: 0,
    };
    // BENCH_REQUESTS=1 lists each response, for finding what a page's bytes are made of.
    if (process.env.BENCH_REQUESTS) {
      console.log(`${target.label}:`);
      for (const { type, url, bytes } of seen.values()) {
        console.log(`  ${kb(bytes).padStart(9)}  ${type.padEnd(11)} ${url.replace(origin, '')}`);
      }
    }
    for (const { type, bytes } of seen.values()) {
      if (type === 'EventSource') {
        result.streams += 1;
        continue;
      }
      // Nothing transferred: the browser answered from memory (a file its Link header preloaded).
      if (bytes === 0) continue;
      result.requests += 1;
      result.total += bytes;
      if (type === 'Script') result.js += bytes;
      else if (type === 'Stylesheet') result.css += bytes;
      else result.other += bytes;
    }
    return result;
  } finally {
    await context.close();
  }
}

export function pageBytesRows(results: readonly PageBytes[], address: Address): Row[] {
  return results.map((r) => ({
    figure:
      `Transferred on a first visit: ${r.target.label} ` +
      `(${address === 'lan' ? 'LAN address' : '127.0.0.1'}, Accept-Encoding: ${r.acceptEncoding})`,
    value:
      `${kb(r.total)} in ${r.requests} requests: JS ${kb(r.js)}, CSS ${kb(r.css)}, other ${kb(r.other)}` +
      (r.streams > 0 ? `; ${r.streams} live stream${r.streams > 1 ? 's' : ''} open` : ''),
    ...budgetOf(r),
  }));
}

/** The page's budgets (all it transfers, its scripts), and whether it keeps them. */
function budgetOf(r: PageBytes): Pick<Row, 'budget' | 'verdict'> {
  const { budgetBytes, jsBudgetBytes } = r.target;
  const budgets: string[] = [];
  let ok = true;
  if (budgetBytes !== undefined) {
    budgets.push(`≤ ${kb(budgetBytes)}`);
    ok &&= r.total <= budgetBytes;
  }
  if (jsBudgetBytes !== undefined) {
    budgets.push(`JS ≤ ${kb(jsBudgetBytes)}`);
    ok &&= r.js <= jsBudgetBytes;
  }
  return budgets.length === 0 ? {} : { budget: budgets.join(', '), verdict: ok ? 'ok' : 'OVER' };
}
