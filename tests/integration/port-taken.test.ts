// A first start whose port another program holds (often Tempo itself, still running in another
// terminal) ends with one sentence that names the port and what to type instead, exits non-zero,
// and leaves the data directory untouched: the real server process, from source.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/server-process.ts';

// Loading the server from source takes a minute on a busy two-core machine.
const startTimeout = 180_000;

const holder = net.createServer();
let takenPort: number;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-port-'));

beforeAll(async () => {
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  takenPort = (holder.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Starts the server and waits for it to end: its exit code and everything it printed. */
async function start(env: Record<string, string>) {
  const dataDir = path.join(scratch, `data-${Math.random().toString(36).slice(2)}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr.on('data', (d: Buffer) => (printed += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, printed, dataDir };
}

describe('a start whose port is taken', () => {
  it(
    'says so in one sentence with another port to use, and exits non-zero',
    async () => {
      const { code, printed, dataDir } = await start({ PORT: String(takenPort) });
      expect(code).toBe(1);
      expect(printed).toBe(
        `Port ${takenPort} is taken by another program (is Tempo already running?): stop it, or start Tempo on another port with PORT=${takenPort + 1} npm start\n`,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    startTimeout,
  );

  it(
    'says the same of the HTTPS port',
    async () => {
      const { code, printed } = await start({
        PORT: String(await freePort()),
        HTTPS: 'local',
        HTTPS_PORT: String(takenPort),
      });
      expect(code).toBe(1);
      expect(printed).toBe(
        `HTTPS port ${takenPort} is taken by another program (is Tempo already running?): stop it, or start Tempo with another HTTPS port by adding HTTPS_PORT=${takenPort + 1} before npm start\n`,
      );
    },
    startTimeout,
  );
});
