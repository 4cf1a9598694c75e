// The messages between server instances about live games (through the pub/sub seam, decision
// 0016): committed events (inline when they fit in a NOTIFY, else only the last seq), each
// instance's presence list, setup changes, and the catch-up after the link was cut.
import type { LoggedEvent } from '../../../domain/game/events.ts';
import type { Connection } from '../../live/game-hub.ts';
import { MAX_NOTIFY_BYTES, type PubSub } from '../../live/pubsub.ts';
import { gameSetupTopic, type SetupScope } from '../../live/setup-events.ts';
import type { GameCache } from './game-cache.ts';
import type { GameHubs } from './game-hubs.ts';
import type { PublicAccessCache } from './public-access-cache.ts';
import type { PresenceMessage, RemotePresence } from './remote-presence.ts';

interface EventsMessage {
  origin: string;
  gameId: string;
  lastSeq: number;
  /** Left out when they would not fit in a NOTIFY; receivers read them from the database. */
  events?: LoggedEvent[];
}

/** Every instance hears of every game's new events here, its own included (`gameId` in each). */
export const EVENTS_TOPIC = 'live:events';
const PRESENCE_TOPIC = 'live:presence';
/** Room left in a NOTIFY payload for the envelope around the events. */
const INLINE_EVENTS_BYTES = MAX_NOTIFY_BYTES - 400;

export class InstanceLink {
  private readonly unsubscribe: Array<() => void>;

  constructor(
    private readonly instanceId: string,
    private readonly pubsub: PubSub,
    private readonly parts: {
      cache: GameCache;
      hubs: GameHubs;
      remote: RemotePresence;
      publicAccess: PublicAccessCache;
    },
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    this.unsubscribe = [
      pubsub.subscribe(EVENTS_TOPIC, (m) => this.onEvents(m as EventsMessage)),
      pubsub.subscribe(PRESENCE_TOPIC, (m) => this.onPresence(m as PresenceMessage)),
      pubsub.subscribe(gameSetupTopic, (m) => {
        // The outputs switched or the owner's status changed, perhaps: asked again at once.
        parts.publicAccess.clear();
        void parts.hubs.setupChanged(m as SetupScope);
      }),
      pubsub.onReconnect(() => parts.hubs.resyncAll()),
    ];
  }

  /**
   * What tells the other instances about events about to be committed: the NOTIFY text the
   * ingest's write sends in its own transaction (null with no other instances), and, once
   * committed, the same message to this process's listeners.
   */
  eventsMessage(gameId: string, events: LoggedEvent[]): { notify: string | null; local(): void } {
    const message: EventsMessage = { origin: this.instanceId, gameId, lastSeq: events.at(-1)!.seq };
    if (Buffer.byteLength(JSON.stringify(events)) <= INLINE_EVENTS_BYTES) message.events = events;
    return {
      notify: this.pubsub.notification(EVENTS_TOPIC, message),
      local: () => this.pubsub.publishLocally(EVENTS_TOPIC, message),
    };
  }

  publishPresence(gameId: string, connections: Connection[]): void {
    const message: PresenceMessage = { origin: this.instanceId, gameId, connections };
    this.pubsub.publish(PRESENCE_TOPIC, message).catch((err: unknown) => {
      this.log.error({ err, gameId }, 'could not share presence');
    });
  }

  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  private onEvents(m: EventsMessage) {
    if (m.origin === this.instanceId) return;
    const hub = this.parts.hubs.get(m.gameId);
    if (!hub) return;
    if (m.events) {
      // Watched here: the cache follows on without a read when the events continue it.
      this.parts.cache.advanceIfHeld(m.gameId, m.events);
      hub.deliver(m.events);
    } else hub.announce(m.lastSeq);
  }

  private onPresence(m: PresenceMessage) {
    if (m.origin === this.instanceId) return;
    if (this.parts.remote.record(m)) this.parts.hubs.get(m.gameId)?.sendPresence();
  }
}
