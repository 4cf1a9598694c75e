// A real SMTP server that keeps what it receives, for tests of mail-sending flows (docs/architecture.md,
// practice 9: real parts, not mocks). Point SMTP_URL at `url`. With `dir`, every message is also written
// there as one JSON file, so a test in another process (Playwright) can read it.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  /** Recipients from the SMTP envelope, comma-separated. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) URL of the text part, in order. */
  links: string[];
  receivedAt: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  messages(): Mail[];
  /** The first mail (already received or arriving within timeoutMs) that matches. */
  waitFor(predicate: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  stop(): Promise<void>;
}

export async function startSmtpCatcher(
  opts: { port?: number; host?: string; dir?: string } = {},
): Promise<SmtpCatcher> {
  const host = opts.host ?? '127.0.0.1';
  const received: Mail[] = [];
  const waiters = new Set<{ predicate: (m: Mail) => boolean; resolve: (m: Mail) => void }>();
  let seq = 0;
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });

  const server = new SMTPServer({
    // A local catcher: no login, no TLS (nodemailer then sends in plain text), no DNS lookups.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          const mail: Mail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            receivedAt: new Date().toISOString(),
          };
          received.push(mail);
          if (opts.dir) writeMailFile(opts.dir, (seq += 1), mail);
          for (const w of waiters) {
            if (w.predicate(mail)) {
              waiters.delete(w);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP catcher has no TCP port');
  const port = address.port;

  return {
    url: `smtp://${host}:${port}`,
    port,
    messages: () => [...received],
    waitFor(predicate, timeoutMs = 10_000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<Mail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: Mail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Written beside `dir` first and then renamed into it, so a reader polling `dir` never sees a
 * half-written file.
 */
function writeMailFile(dir: string, seq: number, mail: Mail) {
  const name = `${Date.now()}-${String(seq).padStart(4, '0')}.json`;
  const partial = path.join(path.dirname(dir), `.${path.basename(dir)}-${name}.partial`);
  fs.writeFileSync(partial, JSON.stringify(mail, null, 2));
  fs.renameSync(partial, path.join(dir, name));
}
