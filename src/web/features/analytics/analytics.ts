// First-party analytics (docs/product/accounts.md): events are batched in memory and sent to our own server with
// sendBeacon, which survives the tab closing. No cookies: a visit is a random id per tab.
import type { AnalyticsBatch, AnalyticsEvent } from '../../../contract/analytics.ts';
import { apiPaths } from '../../../contract/api-paths.ts';
import { drainTrackedEvents } from '../../lib/track.ts';

const flushEveryMs = 5_000;
/** The API accepts at most 50 events per batch. */
const maxBatch = 50;
const visitKey = 'tempo-visit-id';

interface PrivacyAwareNavigator extends Navigator {
  globalPrivacyControl?: boolean;
}

/** Only where it is supported, switched on by the server and not declined by the browser. */
export function analyticsAllowed(enabledByServer: boolean): boolean {
  if (!enabledByServer) return false;
  const nav = navigator as PrivacyAwareNavigator;
  if (typeof nav.sendBeacon !== 'function') return false;
  if (nav.doNotTrack === '1') return false;
  if (nav.globalPrivacyControl === true) return false;
  return true;
}

function randomId(): string {
  // getRandomValues works on plain-http LAN addresses too, where randomUUID is unavailable.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function visitId(): string {
  try {
    const existing = sessionStorage.getItem(visitKey);
    if (existing) return existing;
    const id = randomId();
    sessionStorage.setItem(visitKey, id);
    return id;
  } catch {
    return randomId();
  }
}

/** Starts sending; returns a function that sends what is pending and stops. */
export function startAnalytics(): () => void {
  const id = visitId();
  const pending: AnalyticsEvent[] = [];

  const flush = () => {
    while (pending.length > 0) {
      const batch: AnalyticsBatch = { visitId: id, events: pending.splice(0, maxBatch) };
      const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
      navigator.sendBeacon(apiPaths.analyticsEvents, body);
    }
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const stopDraining = drainTrackedEvents((event) => {
    pending.push(event);
    if (pending.length >= maxBatch) flush();
  });
  const timer = window.setInterval(flush, flushEveryMs);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', flush);

  return () => {
    stopDraining();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
