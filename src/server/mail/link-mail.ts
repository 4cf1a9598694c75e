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
}

/**
 * A mail whose point is one link, in plain text and HTML, in the language of `t`. The link is the
 * first URL of the text part: the outbox log and the tests pick it out from there.
 */
export function linkMail(t: ServerTranslate, content: LinkMailContent): MailMessage {
  const { to, subject, intro, link, button, outro } = content;
  const name = content.name.trim();
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
  const signature = t('mail.signature');
  const text = [greeting, '', intro, '', link, '', ...outro.flatMap((p) => [p, '']), signature, ''];
  const paragraphs = outro.map((p) => `    <p>${escapeHtml(p)}</p>\n`).join('');
  const html = `<!doctype html>
<html lang="${escapeHtml(t.locale)}">
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1b1e">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(intro)}</p>
    <p>
      <a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(button)}</a>
    </p>
    <p>${escapeHtml(t('mail.copyLink'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${paragraphs}    <p>${escapeHtml(signature)}</p>
  </body>
</html>
`;
  return { to, subject, text: text.join('\n'), html };
}

function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
