// The mail of a server without SMTP_URL, which it writes to DATA_DIR/outbox/ as .eml files
// (src/server/mail/mailer.ts): read as its recipient would, with the links of its text part.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** Every http(s) URL of the text part, in order. */
  links: string[];
}

/** Each file is parsed once, however often a folder is looked through. */
const parsed = new Map<string, OutboxMail>();

async function read(file: string): Promise<OutboxMail> {
  let mail = parsed.get(file);
  if (!mail) {
    const message = await simpleParser(fs.readFileSync(file));
    const to = [message.to ?? []]
      .flat()
      .flatMap((a) => a.value.map((v) => v.address ?? ''))
      .join(', ');
    const text = message.text ?? '';
    mail = {
      to,
      subject: message.subject ?? '',
      text,
      links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    };
    parsed.set(file, mail);
  }
  return mail;
}

/** Every mail in the folder (or folders) so far, oldest first in each. */
export async function outboxMails(outboxDir: string | readonly string[]): Promise<OutboxMail[]> {
  const files = [outboxDir].flat().flatMap((dir) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => path.join(dir, f))
      : [],
  );
  return Promise.all(files.map(read));
}

/** The first mail in the folder (now or within `timeoutMs`) that matches. */
export async function waitForOutboxMail(
  outboxDir: string | readonly string[],
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMails(outboxDir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail in ${[outboxDir].flat().join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The subject of the mail that confirms a new account's address. */
export const confirmSubject = 'Confirm your email for Tempo';

/**
 * For a server in another process: opens the link of the confirmation mail to `email` in its
 * outbox, as a browser would. Answers the link and where it redirected to.
 */
export async function confirmThroughOutbox(
  outboxDir: string | readonly string[],
  email: string,
): Promise<{ link: string; landing: URL }> {
  const mail = await waitForOutboxMail(
    outboxDir,
    (m) => m.to === email.toLowerCase() && m.subject === confirmSubject,
  );
  const link = mail.links[0];
  if (!link) throw new Error(`no link in the confirmation mail to ${email}`);
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`confirmation failed: ${res.status} ${await res.text()}`);
  return { link, landing: new URL(res.headers.get('location') ?? '', link) };
}
