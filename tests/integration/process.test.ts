// The server as a real process: starts on an empty data directory, stops cleanly on SIGTERM and
// SIGINT even with a live stream open, and starts again on the same data with nothing lost.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/server-process.ts';
import { CookieJar } from '../support/cookie-jar.ts';
import { confirmThroughOutbox } from '../support/mail-outbox.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Integration runs against PostgreSQL elsewhere; this test is about the embedded engine.
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy in time:\n${output.join('')}`);
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('stops cleanly on SIGTERM with a stream open, and keeps its data across restarts', async () => {
    const port = await freePort();
    const first = await start(port);
    const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: 'POST',
      // Node's fetch sends Sec-Fetch-Mode like a browser, so Better Auth's CSRF check wants the
      // Origin a browser would send too (PUBLIC_URL defaults to http://localhost:PORT).
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({
        name: 'Kept',
        email: 'kept@example.com',
        password: 'rebound-king-2026',
      }),
    });
    expect(signUp.status).toBe(200);
    // No SMTP_URL: the confirmation link is in the outbox and in the log, for whoever runs it.
    const outbox = path.join(dataDir, 'outbox');
    const { link } = await confirmThroughOutbox(outbox, 'kept@example.com');
    expect(first.output.join('')).toContain(link);
    const signedIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'kept@example.com', password: 'rebound-king-2026' }),
    });
    expect(signedIn.status).toBe(200);
    const jar = new CookieJar();
    jar.store(first.url, signedIn);
    const cookie = jar.header(first.url);
    const stream = await fetch(`${first.url}/api/me/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);

    const code = exited(first.child);
    first.child.kill('SIGTERM');
    expect(await code).toBe(0);
    expect(first.output.join('')).toContain('shutting down');

    const second = await start(port);
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'kept@example.com', password: 'rebound-king-2026' }),
    });
    expect(signIn.status).toBe(200);
    const code2 = exited(second.child);
    second.child.kill('SIGINT');
    expect(await code2).toBe(0);
  }, 90_000);
});
