// nginx in front of test server instances, with the repository's deploy/nginx/tempo.conf as it
// ships: only its listen address and its upstream servers are changed, to the test's ports. It
// runs as the test's own process (no root needed) with its pid, logs and temporary files in a
// directory of its own; its access log names the instance that answered each request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../bench/server-process.ts';
import { untilHealthy } from './server.ts';

export const shippedConfig = path.resolve('deploy/nginx/tempo.conf');

/** The nginx NGINX_PATH names, or Debian's (`.ci/run` installs it), or one on the PATH. */
export function nginxBinary(): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'nginx'));
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', ...onPath];
  const found = candidates.find((p): p is string => p !== undefined && fs.existsSync(p));
  if (!found)
    throw new Error('nginx is needed for this test: apt-get install nginx (or NGINX_PATH)');
  return found;
}

export interface Proxy {
  url: string;
  port: number;
  /** Requests so far as `METHOD path status upstream` lines (upstream: host:port, or "-"). */
  requests(): Array<{ method: string; path: string; status: number; upstream: string }>;
  stop(): Promise<void>;
}

/** The shipped configuration, listening on `port` and passing to `upstreams` (their ports). */
export function configFor(port: number, upstreams: number[]): string {
  const shipped = fs.readFileSync(shippedConfig, 'utf8');
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n');
  const config = shipped
    .replace(/^ {4}server 127\.0\.0\.1:\d+;\n(?: {4}server 127\.0\.0\.1:\d+;\n)*/m, `${servers}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  if (!config.includes(`listen 127.0.0.1:${port};`) || !config.includes(servers)) {
    throw new Error(`${shippedConfig} no longer has the listen and server lines this test sets`);
  }
  return config;
}

export async function startNginx(upstreams: number[], port?: number): Promise<Proxy> {
  const usedPort = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-nginx-'));
  fs.writeFileSync(path.join(dir, 'tempo.conf'), configFor(usedPort, upstreams));
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    log_format upstreams '$request_method $uri $status $upstream_addr';
    access_log ${accessLog} upstreams;
${temp}
    include ${path.join(dir, 'tempo.conf')};
}
`,
  );
  const output: string[] = [];
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${usedPort}`;
  await untilHealthy(url, child, {
    name: 'nginx',
    seconds: 15,
    printed: () =>
      output.join('') + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''),
  });
  return {
    url,
    port: usedPort,
    requests() {
      // nginx writes a request's line when it ends; a live stream appears once it is over.
      const text = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '';
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method = '', uri = '', status = '', upstream = ''] = line.split(' ');
          return { method, path: uri, status: Number(status), upstream };
        });
    },
    async stop() {
      if (child.exitCode === null) {
        // SIGTERM: nginx's fast stop, its workers included (a graceful one waits for streams).
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
