import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.ts';

/** The password reset mail. */
export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Reset your Tempo password',
    name,
    intro:
      'Someone asked to reset the password of your Tempo account. To choose a new password, open this link:',
    link,
    button: 'Reset your password',
    outro: [
      'The link works once and expires in one hour. If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
