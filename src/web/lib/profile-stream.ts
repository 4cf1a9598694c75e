// Live profile subscription (docs/product/accounts.md): while signed in, GET /api/me/stream pushes the
// whole profile on connect and after every change (plan upgraded by a webhook, status changed by
// an admin), and each one replaces the cached `me` query, so every open tab follows within a second;
// a changed plan also has the tab ask again for every answer that carries it.
import { useEffect } from 'react';
import { apiPaths, meStreamEvents } from '../../contract/api-paths.ts';
import type { Profile } from '../../contract/profile.ts';
import { queryClient } from './query-client.ts';
import { loadProfileSchema, meQueryKey } from './session.ts';

let active: EventSource | null = null;
// A page being left aborts the stream; that is not a failure worth reporting.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

function planChanged(before: Profile, after: Profile): boolean {
  return (
    before.effectiveTier !== after.effectiveTier ||
    before.premiumExpiresAt !== after.premiumExpiresAt
  );
}

/** Closes the stream before the session ends, so signing out is not reported as a stream error. */
export function closeProfileStream() {
  active?.close();
  active = null;
}

/** Opens the profile's stream; profile messages replace the cached `me` query. */
function openProfileStream(): EventSource {
  const source = new EventSource(apiPaths.meStream, { withCredentials: true });
  active = source;

  source.addEventListener(meStreamEvents.profile, (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      data = undefined;
    }
    // Loaded already: the stream runs for a signed-in profile, read with the same schema.
    void loadProfileSchema().then((profileSchema) => {
      const parsed = profileSchema.safeParse(data);
      if (!parsed.success) {
        console.error('Profile subscription sent an unreadable profile', parsed.error);
        return;
      }
      const before = queryClient.getQueryData<Profile | null>(meQueryKey);
      queryClient.setQueryData(meQueryKey, parsed.data);
      if (before && planChanged(before, parsed.data)) {
        // What the plan allows is also in other answers: every tournament of this person carries
        // its owner's plan (the upgrade prompts, the stats consoles' links, the exports). Those
        // are asked again now rather than when they go stale.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      }
    });
  });

  source.addEventListener('error', (event) => {
    if (leavingPage || active !== source) return;
    // EventSource retries by itself when the server ends the stream (its session was just
    // replaced by a password change, the server restarted): nothing to report. It gives up
    // when the server refuses (e.g. the session ended elsewhere); then ask /api/me again,
    // which signs this tab out if the session is gone.
    if (source.readyState !== EventSource.CLOSED) return;
    // Offline (a console at a venue whose Wi-Fi dropped) is expected, not an error to report.
    if (navigator.onLine) console.error('Profile subscription error', event);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  });
  return source;
}

export function useProfileStream(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = openProfileStream();
    return () => {
      source.close();
      if (active === source) active = null;
    };
  }, [signedIn]);
}
