// One process of SSE viewers for the fan-out bench (started by live-fanout.ts with `fork`, so the
// viewers never share the server's CPU time slice or event loop). It holds its share of the
// connections to a game's public stream and records when each game event reached each connection;
// the parent, which knows when every POST was sent, asks for the latencies at the end.
import http from 'node:http';
import { liveStreamEvents } from '../src/contract/api-paths.ts';
import { openSse, type SseConnection } from './live-sse.ts';

export type ViewerCommand =
  | { type: 'open'; url: string; count: number }
  | { type: 'progress'; seq: number }
  | { type: 'report'; sent: Array<[seq: number, sentAt: number]> }
  | { type: 'close' };

export type ViewerAnswer =
  | { type: 'opened'; connected: number; failures: string[] }
  | { type: 'progress'; have: number }
  | {
      type: 'report';
      /** Receive time − send time of every delivery, in ms. */
      latencies: Float64Array;
      /** Deliveries that never came (connection × event). */
      missing: number;
      /** Seqs some connection of this process never received. */
      missedSeqs: number[];
      /** Frames received a second time or out of order. */
      duplicates: number;
      /** Connections that ended before the report. */
      ended: number;
    };

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const connections: SseConnection[] = [];
/** seq → receive times, one per connection that got it. */
const received = new Map<number, number[]>();
let duplicates = 0;
let ended = 0;

function reply(answer: ViewerAnswer) {
  process.send!(answer);
}

async function open(url: string, count: number) {
  const failures: string[] = [];
  // Connect in waves, as people arriving do; thousands of simultaneous handshakes would only
  // measure the kernel's accept queue.
  const wave = 100;
  for (let start = 0; start < count; start += wave) {
    const batch: Array<Promise<void>> = [];
    for (let i = start; i < Math.min(count, start + wave); i++) {
      let last = 0;
      const conn = openSse(url, {
        agent,
        onFrame(frame) {
          if (frame.event !== liveStreamEvents.event || frame.id === null) return;
          const seq = Number(frame.id);
          if (seq <= last) {
            duplicates += 1;
            return;
          }
          last = seq;
          let times = received.get(seq);
          if (!times) received.set(seq, (times = []));
          times.push(frame.receivedAt);
        },
      });
      void conn.ended.then(() => (ended += 1));
      connections.push(conn);
      batch.push(
        conn.opened.then(
          (status) => {
            if (status !== 200) failures.push(`HTTP ${status}`);
          },
          (err: Error) => void failures.push(err.message),
        ),
      );
    }
    await Promise.all(batch);
  }
  reply({ type: 'opened', connected: count - failures.length, failures: failures.slice(0, 5) });
}

function report(sent: Array<[number, number]>) {
  const latencies: number[] = [];
  const missedSeqs: number[] = [];
  let missing = 0;
  for (const [seq, sentAt] of sent) {
    const times = received.get(seq) ?? [];
    for (const t of times) latencies.push(t - sentAt);
    const absent = connections.length - times.length;
    if (absent > 0) {
      missing += absent;
      missedSeqs.push(seq);
    }
  }
  reply({
    type: 'report',
    latencies: Float64Array.from(latencies),
    missing,
    missedSeqs,
    duplicates,
    ended,
  });
}

process.on('message', (command: ViewerCommand) => {
  switch (command.type) {
    case 'open':
      void open(command.url, command.count);
      break;
    case 'progress':
      reply({ type: 'progress', have: received.get(command.seq)?.length ?? 0 });
      break;
    case 'report':
      report(command.sent);
      break;
    case 'close':
      for (const c of connections) c.close();
      agent.destroy();
      process.disconnect();
      break;
  }
});
