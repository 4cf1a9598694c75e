import { paths } from '../config/paths.ts';
import { authRequest } from './auth-client.ts';
import { closeProfileStream } from './profile-stream.ts';

/**
 * Ends the session, then loads the login page afresh: nothing of the previous person (cached
 * queries, open streams) survives in memory.
 */
export async function signOut() {
  closeProfileStream();
  await authRequest((auth) => auth.signOut());
  window.location.assign(paths.login.href());
}
