import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerTranslate } from '../i18n/server-i18n.ts';
import type { MailMessage } from './mailer.ts';

export interface LinkMailContent {
  to: string;
  subject: string;
  /** The person's name, for the greeting; blank greets without one. */
  name: string;
  /** Why the mail was sent, before the link. */
  intro: string;
  link: string;
  /** The button's words in the HTML part. */
  button: string;
  /** After the link: how long it works, what to do if the mail was not expected. */
  outro: string[];
  /** The line the terminal prints without a mail server, for the person running Tempo, in the
   * language of its other terminal lines. */
  terminalLine: string;
}

const buttonStyle: CSSProperties = {
  display: 'inline-block',
  padding: '10px 18px',
  background: '#1c7ed6',
  color: '#ffffff',
  textDecoration: 'none',
  borderRadius: 4,
};

/**
 * A mail whose point is one link, in plain text and HTML, in the language of `t`. The link is the
 * first URL of the text part: the outbox log and the tests pick it out from there. React writes
 * the HTML part, escaping the names and words in it.
 */
export function linkMail(t: ServerTranslate, content: LinkMailContent): MailMessage {
  const { to, subject, intro, link, button, outro, terminalLine } = content;
  const name = content.name.trim();
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
  const signature = t('mail.signature');
  const text = [greeting, '', intro, '', link, '', ...outro.flatMap((p) => [p, '']), signature, ''];
  const html = `<!doctype html>\n${renderToStaticMarkup(
    <html lang={t.locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, color: '#1a1b1e' }}>
        <p>{greeting}</p>
        <p>{intro}</p>
        <p>
          <a href={link} style={buttonStyle}>
            {button}
          </a>
        </p>
        <p>
          {t('mail.copyLink')}
          <br />
          <a href={link}>{link}</a>
        </p>
        {outro.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <p>{signature}</p>
      </body>
    </html>,
  )}\n`;
  return { to, subject, text: text.join('\n'), html, terminalLine };
}
