import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.ts';

/** Sent on sign-up (and on signing in before confirming): the link that confirms the address. */
export function confirmEmailMail(to: string, name: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Confirm your email for Tempo',
    name,
    intro:
      'To finish creating your Tempo account, confirm that this is your email address by opening this link:',
    link,
    button: 'Confirm your email',
    outro: [
      'Then sign in with the password you chose. The link works for 24 hours.',
      'If you did not create a Tempo account, ignore this mail: nothing happens without the link.',
    ],
  });
}
