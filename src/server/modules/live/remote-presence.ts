// The consoles and outputs other instances hold for each game, as each instance repeats its list
// with every heartbeat. An instance that stops repeating (killed) is forgotten after three beats.
import type { Connection } from '../../live/game-hub.ts';

export interface PresenceMessage {
  origin: string;
  gameId: string;
  connections: Connection[];
}

export class RemotePresence {
  /** game → instance → its list and when it was heard. */
  private readonly byGame = new Map<
    string,
    Map<string, { connections: Connection[]; at: number }>
  >();

  constructor(
    private readonly now: () => number,
    private readonly heartbeatMs: () => number,
  ) {}

  /** Records another instance's list; tells whether it differs from what that instance said last. */
  record(m: PresenceMessage): boolean {
    let byInstance = this.byGame.get(m.gameId);
    if (!byInstance) {
      byInstance = new Map();
      this.byGame.set(m.gameId, byInstance);
    }
    const before = JSON.stringify(byInstance.get(m.origin)?.connections ?? []);
    if (m.connections.length === 0) byInstance.delete(m.origin);
    else byInstance.set(m.origin, { connections: m.connections, at: this.now() });
    return before !== JSON.stringify(m.connections);
  }

  connections(gameId: string): Connection[] {
    const byInstance = this.byGame.get(gameId);
    if (!byInstance) return [];
    const oldest = this.now() - 3 * this.heartbeatMs();
    const list: Connection[] = [];
    for (const [instance, { connections, at }] of byInstance) {
      if (at < oldest) byInstance.delete(instance);
      else list.push(...connections);
    }
    if (byInstance.size === 0) this.byGame.delete(gameId);
    return list;
  }
}
