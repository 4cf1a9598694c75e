import { paths } from '../../config/paths.ts';
import { authRequest } from '../../lib/auth-client.ts';

/**
 * Starts Google sign-in in this window: Better Auth answers with the provider's address and its
 * client navigates there. The popup uses it with the popup-complete page as destination; when
 * the popup is blocked, the login page uses it for a full-page round trip to `redirectTo`.
 */
export function startGoogleSignIn(target: {
  callbackURL: string;
  errorCallbackURL: string;
  newUserCallbackURL?: string;
}) {
  return authRequest((auth) => auth.signIn.social({ provider: 'google', ...target }));
}

export function openGooglePopup(redirectTo: string | null): boolean {
  const popup = window.open(
    paths.googlePopup.href(redirectTo),
    'tempo-google',
    'width=500,height=640',
  );
  return popup !== null;
}
