import type { MailMessage } from './mailer.ts';
import { linkMail } from './link-mail.ts';

/**
 * Sent instead of a confirmation when someone signs up with an email that has an account: the
 * page says the same either way, and the owner learns here how to get in.
 */
export function alreadyRegisteredMail(
  to: string,
  name: string,
  links: { signIn: string; resetPassword: string },
): MailMessage {
  return linkMail({
    to,
    subject: 'You already have a Tempo account',
    name,
    intro:
      'Someone tried to create a Tempo account with this email address, but it already has one. To use it, sign in here:',
    link: links.signIn,
    button: 'Sign in to Tempo',
    outro: [
      `Forgot your password? Choose a new one here: ${links.resetPassword}`,
      'If this was not you, ignore this mail: your account stays as it is.',
    ],
  });
}
