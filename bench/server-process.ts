// Starts the built server as its own process, as `npm start` does after building: same Node flags.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../src/server/node-flags.ts';
import { serverEntry } from '../tests/support/build-output.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  /** Where it writes mail (no SMTP_URL): DATA_DIR/outbox. */
  outboxDir: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    // PUBLIC_URL is the origin Better Auth trusts, so signed-in benches send it as Origin.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every bench client is on this machine: limits per address, made for a venue's many
      // devices, would measure themselves instead of the server.
      STREAMS_PER_ADDRESS: '100000',
      CONNECTIONS_PER_ADDRESS: '200000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    outboxDir: path.join(env.DATA_DIR ?? 'data', 'outbox'),
    process: child,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
