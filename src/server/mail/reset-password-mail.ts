import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.tsx';
import type { ServerTranslate } from '../i18n/server-i18n.ts';

/** The password reset mail, in the person's language. */
export function resetPasswordMail(
  to: string,
  name: string,
  link: string,
  t: ServerTranslate,
): MailMessage {
  return linkMail(t, {
    terminalLine: `Reset the password of ${to}: ${link}`,
    to,
    subject: t('mail.reset.subject'),
    name,
    intro: t('mail.reset.intro'),
    link,
    button: t('mail.reset.button'),
    outro: [t('mail.reset.outro')],
  });
}
