// A tiny event queue between features and the analytics feature: a feature records `sign_in`
// without importing analytics, and analytics (loaded only when allowed) drains the queue.
// If analytics never starts, nothing leaves the browser.
import type { AnalyticsEvent } from '../../contract/analytics.ts';

type Sink = (event: AnalyticsEvent) => void;

const maxQueued = 50;
const queued: AnalyticsEvent[] = [];
let sink: Sink | null = null;
let disabled = false;

export function track(
  name: AnalyticsEvent['name'],
  details: { path?: string; props?: AnalyticsEvent['props'] } = {},
) {
  if (disabled) return;
  const event: AnalyticsEvent = {
    name,
    occurredAt: new Date().toISOString(),
    ...(details.path === undefined ? {} : { path: details.path.slice(0, 500) }),
    ...(details.props === undefined ? {} : { props: details.props }),
  };
  if (sink) sink(event);
  else {
    queued.push(event);
    if (queued.length > maxQueued) queued.shift();
  }
}

/** Hands every queued and future event to `next`. Returns a function that stops it. */
export function drainTrackedEvents(next: Sink): () => void {
  sink = next;
  for (const event of queued.splice(0)) next(event);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Analytics will not run in this tab: forget what was queued and stop queueing. */
export function disableTracking() {
  disabled = true;
  queued.length = 0;
}
