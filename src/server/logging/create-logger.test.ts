import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { whereToOpen } from '../http/machine-addresses.ts';
import { createMailer } from '../mail/mailer.ts';
import { createLogger } from './create-logger.ts';
import { chooseLogFormat } from './log-format.ts';

/** A stream standing in for standard output: a terminal or a pipe, and what was written to it. */
function output({ tty }: { tty: boolean }) {
  const stream = Object.assign(new PassThrough(), { isTTY: tty });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

/** The logger `npm start` makes from this environment, writing to `out`. */
function serverLogger(env: NodeJS.ProcessEnv, out: ReturnType<typeof output>) {
  const config = loadConfig(env);
  return createLogger({ level: config.logLevel, format: config.logFormat }, out.stream);
}

const venueLaptop = {
  wlan0: [
    {
      address: '192.168.1.20',
      family: 'IPv4' as const,
      internal: false,
      netmask: '255.255.255.0',
      mac: '',
      cidr: null,
    },
  ],
};

describe('chooseLogFormat', () => {
  it('writes for a person on a terminal and for machines anywhere else', () => {
    expect(chooseLogFormat('auto', { isTTY: true })).toBe('pretty');
    expect(chooseLogFormat('auto', { isTTY: false })).toBe('json');
    expect(chooseLogFormat('auto', {})).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(chooseLogFormat('json', { isTTY: true })).toBe('json');
    expect(chooseLogFormat('pretty', { isTTY: false })).toBe('pretty');
  });
});

describe('createLogger', () => {
  it('prints the addresses to open as readable lines on a terminal', () => {
    const out = output({ tty: true });
    const { logger, format } = serverLogger({}, out);
    expect(format).toBe('pretty');
    for (const line of whereToOpen('0.0.0.0', 3000, venueLaptop)) logger.info(line);
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Open Tempo on this machine at http:\/\/localhost:3000$/,
    );
    expect(lines[1]).toMatch(
      / INFO: Open Tempo on a phone or tablet on the same network at http:\/\/192\.168\.1\.20:3000$/,
    );
  });

  it('writes one JSON object a line to a pipe, and to a terminal with LOG_FORMAT=json', () => {
    for (const [env, tty] of [
      [{}, false],
      [{ LOG_FORMAT: 'json' }, true],
    ] as const) {
      const out = output({ tty });
      const { logger, format } = serverLogger(env, out);
      expect(format).toBe('json');
      logger.warn({ url: 'http://localhost:3000' }, 'Tempo is ready');
      expect(JSON.parse(out.text())).toMatchObject({
        level: 40,
        msg: 'Tempo is ready',
        url: 'http://localhost:3000',
      });
    }
  });

  it('keeps the level LOG_LEVEL sets, and the secrets of a request out, in readable lines', () => {
    const out = output({ tty: true });
    const { logger } = serverLogger({ LOG_LEVEL: 'warn' }, out);
    logger.info('not shown');
    logger.error({ req: { headers: { cookie: 'session=secret' } } }, 'could not send the mail');
    expect(out.text()).not.toContain('not shown');
    expect(out.text()).not.toContain('session=secret');
    expect(out.text()).toMatch(/ERROR: could not send the mail\n/);
  });
});

describe('the mail written to the outbox, on a terminal', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the confirmation link for whoever runs the server to open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-log-'));
    dirs.push(dataDir);
    const out = output({ tty: true });
    const config = loadConfig({ DATA_DIR: dataDir });
    const { logger } = createLogger({ level: 'info', format: config.logFormat }, out.stream);
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc123';
    const mailer = createMailer(config.mail, logger);
    await mailer.send({
      to: 'coach@example.com',
      subject: 'Confirm your address',
      text: `Open ${link} to confirm it.`,
    });
    mailer.close();
    expect(out.text()).toMatch(/INFO: mail written to outbox\n/);
    expect(out.text()).toContain(`"${link}"`);
    expect(out.text()).toContain('coach@example.com');
  });
});
