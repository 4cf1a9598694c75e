// A console and a scoreboard in two windows of the same browser talk directly (docs/product/live-games.md
// `output/localscoreboard`: one laptop driving a projector), with no server in between, so the
// projector follows the console even with no network at all.
import type { LiveGame } from '../../../contract/live-games.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';

export interface LocalSnapshot {
  game: LiveGame;
  /** Confirmed and pending events; pending ones carry seq numbers continuing after lastSeq. */
  log: LoggedEvent[];
  /** The console's measured server-clock offset, so the scoreboard runs the clock the same way. */
  serverOffsetMs: number;
  /** The console's Date.now() when it sent this. */
  sentAt: number;
}

/** What travels on the channel. */
export type LocalMessage = { type: 'snapshot'; snapshot: LocalSnapshot } | { type: 'hello' };

export function localChannelName(gameId: string): string {
  return `tempo-live-${gameId}`;
}

// One sending channel per game, kept open: a console publishes on every change.
const senders = new Map<string, BroadcastChannel>();

function sender(gameId: string): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel = senders.get(gameId);
  if (channel === undefined) {
    channel = new BroadcastChannel(localChannelName(gameId));
    senders.set(gameId, channel);
  }
  return channel;
}

export function publishLocal(gameId: string, snapshot: LocalSnapshot): void {
  const message: LocalMessage = { type: 'snapshot', snapshot };
  sender(gameId)?.postMessage(message);
}

function listen(
  gameId: string,
  onMessage: (message: LocalMessage) => void,
): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(localChannelName(gameId));
  channel.onmessage = (event: MessageEvent<LocalMessage>) => {
    const data = event.data as Partial<LocalMessage> | null;
    if (data !== null && typeof data === 'object' && typeof data.type === 'string') {
      onMessage(data as LocalMessage);
    }
  };
  return channel;
}

/** Snapshots from consoles of this game; asks open consoles to answer at once. */
export function subscribeLocal(
  gameId: string,
  onSnapshot: (snapshot: LocalSnapshot) => void,
): () => void {
  const channel = listen(gameId, (message) => {
    if (message.type === 'snapshot') onSnapshot(message.snapshot);
  });
  if (channel === null) return () => {};
  const hello: LocalMessage = { type: 'hello' };
  channel.postMessage(hello);
  return () => channel.close();
}

/** Consoles call this to answer a newly opened local scoreboard (with publishLocal). */
export function onLocalHello(gameId: string, fn: () => void): () => void {
  const channel = listen(gameId, (message) => {
    if (message.type === 'hello') fn();
  });
  if (channel === null) return () => {};
  return () => channel.close();
}
