import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.tsx';
import type { ServerTranslate } from '../i18n/server-i18n.ts';

/**
 * Sent instead of a confirmation when someone signs up with an email that has an account: the
 * page says the same either way, and the owner learns here how to get in.
 */
export function alreadyRegisteredMail(
  to: string,
  name: string,
  links: { signIn: string; resetPassword: string },
  t: ServerTranslate,
): MailMessage {
  return linkMail(t, {
    terminalLine: `${to} already has an account: sign in at ${links.signIn}, or reset its password at ${links.resetPassword}`,
    to,
    subject: t('mail.registered.subject'),
    name,
    intro: t('mail.registered.intro'),
    link: links.signIn,
    button: t('mail.registered.button'),
    outro: [t('mail.registered.reset', { link: links.resetPassword }), t('mail.registered.notYou')],
  });
}
