import type { AppDeps } from '../deps.ts';

/** The topic a user's open tabs listen on (GET /api/me/stream). */
export const profileTopic = (userId: string) => `profile:${userId}`;

/** Call after every write to a user's profile row, so every open tab sees it within a second. */
export function publishProfileChanged(deps: Pick<AppDeps, 'pubsub'>, userId: string) {
  return deps.pubsub.publish(profileTopic(userId), { userId });
}
