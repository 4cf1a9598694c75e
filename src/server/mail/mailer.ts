// Outgoing mail. With SMTP_URL set, mail goes out over SMTP; without it, each message is written
// to DATA_DIR/outbox/ as an .eml file, its links are logged, and its terminal line is printed on
// its own (not a field among the log's), so whoever just started Tempo on a fresh machine finds
// the link that confirms their account or resets their password.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Printed on the terminal running Tempo when mail does not leave the server: what the mail is
   * for, whom, and its link, in one line ("Confirm ada@example.com: http://…").
   */
  terminalLine?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** Where terminal lines go: stderr, which stays readable beside a log in JSON on stdout. */
const printToTerminal = (line: string) => void process.stderr.write(`${line}\n`);

export function createMailer(
  mail: Config['mail'],
  log: Log,
  announce: (line: string) => void = printToTerminal,
): Mailer {
  // nodemailer is loaded with the first message: a server that sends none (most of the time,
  // at a venue) does not keep its code in memory.
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      mail.smtpUrl
        ? nodemailer.createTransport(mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  return {
    async send({ terminalLine, ...message }) {
      const info = await (await opened()).sendMail({ from: mail.from, ...message });
      if (mail.smtpUrl) return;
      // streamTransport hands back the raw message instead of sending it.
      const raw = (info as unknown as { message: Buffer }).message;
      await fs.mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(
        mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      // A reset mail holds a sign-in secret: readable by the server's user only. Written under
      // another name and renamed, so whoever watches the folder never reads half a mail.
      await fs.writeFile(`${file}.part`, raw, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
      if (terminalLine) announce(terminalLine);
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
