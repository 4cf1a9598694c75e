import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.tsx';
import type { ServerTranslate } from '../i18n/server-i18n.ts';

/** Sent on sign-up (and on signing in before confirming): the link that confirms the address. */
export function confirmEmailMail(
  to: string,
  name: string,
  link: string,
  t: ServerTranslate,
): MailMessage {
  return linkMail(t, {
    terminalLine: `Confirm ${to}: ${link}`,
    to,
    subject: t('mail.confirm.subject'),
    name,
    intro: t('mail.confirm.intro'),
    link,
    button: t('mail.confirm.button'),
    outro: [t('mail.confirm.outro'), t('mail.confirm.notYou')],
  });
}
