import type { MailMessage } from './mailer.ts';

/**
 * The password reset mail, in plain text and HTML. The link is the first URL of the text part:
 * the outbox log and the end-to-end tests pick it out from there.
 */
export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your Tempo account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    '— Tempo',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
  <body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1b1e">
    <p>${escapeHtml(greeting)}</p>
    <p>Someone asked to reset the password of your Tempo account. To choose a new password, use this button:</p>
    <p>
      <a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 4px">Reset your password</a>
    </p>
    <p>Or copy this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>The link works once and expires in one hour. If you did not ask for this, ignore this mail: your password stays as it is.</p>
    <p>— Tempo</p>
  </body>
</html>
`;
  return { to, subject: 'Reset your Tempo password', text, html };
}

function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
