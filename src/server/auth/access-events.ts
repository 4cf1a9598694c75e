// What a person may reach can shrink while they hold it open: a session of theirs ends (sign-out,
// revocation, a password change or reset), their account is deactivated, or they leave or are
// removed from a tournament. Every instance hears of it here, so open game streams and cached
// console sessions are checked again at once instead of on their next expiry.
import type { AppDeps } from '../deps.ts';
import { profileTopic } from './profile-events.ts';

export const accessTopic = (userId: string) => `access:${userId}`;

/** Call after ending a user's session or membership (status changes go out as profile changes). */
export function publishAccessChanged(deps: Pick<AppDeps, 'pubsub'>, userId: string) {
  return deps.pubsub.publish(accessTopic(userId), { userId });
}

/**
 * Calls `handler` after any change to the user's sessions or memberships, or to their profile
 * (where the account status lives). Returns the function that stops listening.
 */
export function onAccessChange(
  pubsub: AppDeps['pubsub'],
  userId: string,
  handler: () => void,
): () => void {
  const offAccess = pubsub.subscribe(accessTopic(userId), handler);
  const offProfile = pubsub.subscribe(profileTopic(userId), handler);
  return () => {
    offAccess();
    offProfile();
  };
}
