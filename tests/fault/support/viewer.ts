// A viewer that behaves like a browser's EventSource: when the stream ends (the server died), it
// reconnects every 200 ms with Last-Event-ID set to the last event it saw, and keeps every game
// event's seq in arrival order so a test can prove nothing was skipped or shown twice.
import { liveStreamEvents } from '../../../src/contract/api-paths.ts';
import { openSse, type SseConnection } from '../../../bench/live-sse.ts';

export class ResumingViewer {
  /** Seqs of game events, in the order they arrived, duplicates included. */
  readonly seqs: number[] = [];
  /** Client ids of the events, same order. */
  readonly clientIds: string[] = [];
  /** Successful connections so far (1 + reconnects). */
  connects = 0;
  private connection: SseConnection | null = null;
  private stopped = false;
  private readonly ready: Promise<void>;

  constructor(private readonly url: string) {
    this.ready = this.connect();
  }

  /** Resolves when the first connection is open. */
  opened(): Promise<void> {
    return this.ready;
  }

  get lastSeq(): number {
    return this.seqs.at(-1) ?? 0;
  }

  close() {
    this.stopped = true;
    this.connection?.close();
  }

  private async connect(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const headers: Record<string, string> = {};
      if (this.seqs.length > 0) headers['last-event-id'] = String(this.lastSeq);
      const conn = openSse(this.url, {
        headers,
        onFrame: (frame) => {
          if (frame.event !== liveStreamEvents.event || frame.id === null) return;
          this.seqs.push(Number(frame.id));
          const logged = JSON.parse(frame.data) as { event: { clientId: string } };
          this.clientIds.push(logged.event.clientId);
        },
      });
      const status = await conn.opened.catch(() => 0);
      if (status === 200) {
        this.connection = conn;
        this.connects += 1;
        void conn.ended.then(() => {
          if (!this.stopped) setTimeout(() => void this.connect(), 200);
        });
        return;
      }
      conn.close();
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
