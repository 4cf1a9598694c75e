import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger.ts';
import { RequestLinesAtDebug } from './request-lines-at-debug.ts';

/** An app logging readable lines at `level`, as `npm start` on a terminal, and what it wrote. */
async function appLoggingAt(level: string) {
  const out = Object.assign(new PassThrough(), { isTTY: true });
  const chunks: string[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const { logger } = createLogger({ level, format: 'auto' }, out);
  const app = Fastify({ loggerInstance: logger, logController: new RequestLinesAtDebug() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return { app, text: () => chunks.join('') };
}

describe('RequestLinesAtDebug', () => {
  it('writes no line per request at the info level', async () => {
    const { app, text } = await appLoggingAt('info');
    expect((await app.inject('/ok')).statusCode).toBe(200);
    await app.close();
    expect(text()).not.toMatch(/incoming request|request completed/);
  });

  it('writes each request at the debug level', async () => {
    const { app, text } = await appLoggingAt('debug');
    await app.inject('/ok');
    await app.close();
    expect(text()).toMatch(/DEBUG[^\n]*: incoming request/);
    expect(text()).toMatch(/DEBUG[^\n]*: request completed/);
  });

  it('still shows a request that failed at the info level', async () => {
    const { app, text } = await appLoggingAt('info');
    expect((await app.inject('/broken')).statusCode).toBe(500);
    await app.close();
    expect(text()).toMatch(/ERROR[^\n]*:/);
    expect(text()).toContain('the database went away');
    expect(text()).not.toMatch(/incoming request|request completed/);
  });
});
