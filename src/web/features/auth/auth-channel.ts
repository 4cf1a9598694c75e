// How the Google popup tells the tab that opened it how sign-in went. A BroadcastChannel, not
// window.opener: the server's Cross-Origin-Opener-Policy severs the opener as soon as the popup
// visits the provider's origin.
export const authChannelName = 'tempo-auth';

export type AuthMessage = { type: 'signed-in'; newUser: boolean } | { type: 'error' };

export function postAuthMessage(message: AuthMessage) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(authChannelName);
  channel.postMessage(message);
  channel.close();
}

export function readAuthMessage(data: unknown): AuthMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'error') return { type: 'error' };
  if (data.type === 'signed-in') {
    return { type: 'signed-in', newUser: 'newUser' in data && data.newUser === true };
  }
  return null;
}
