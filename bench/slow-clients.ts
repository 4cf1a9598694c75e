// Clients that do not move: what they cost the server and how long it keeps them.
// - Stalled readers: a game with a long log (a whole season's worth of events in one game) and N
//   public streams whose readers send the request and never read a byte, as a frozen tab or a
//   hostile client would. The figure is the server's resident memory while they hang on.
// - Slow bodies: N clients that announce a request body and trickle it one byte at a time. The
//   figure is how many of their sockets the server still holds after a minute.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPath, apiPaths, liveGamePaths } from '../src/contract/api-paths.ts';
import { consoleHeaders, postEvents, scoreButton, seedLiveGames } from './live-fixture.ts';
import { openSse } from './live-sse.ts';
import { startServer, type RunningServer } from './server-process.ts';

/** Resident memory of a process in bytes (Linux /proc); NaN elsewhere. */
function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface StalledReadersFigure {
  events: number;
  readers: number;
  /** Bytes of game events one full reader receives (the backlog). */
  backlogBytes: number;
  /** Server RSS before the readers connected, bytes. */
  rssBefore: number;
  /** Highest RSS above rssBefore while the readers hung on, bytes. */
  peakDelta: number;
  /** RSS above rssBefore at the end of the window, bytes. */
  endDelta: number;
  windowMs: number;
}

export async function stalledReadersBench({
  events,
  readers,
  windowMs,
}: {
  events: number;
  readers: number;
  windowMs: number;
}): Promise<StalledReadersFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-stalled-'));
  const server = await startServer({ DATA_DIR: dir });
  const sockets: net.Socket[] = [];
  try {
    const { game, lastSeq } = await seedLongGame(server, events);
    const streamPath = apiPath(liveGamePaths.publicStream, { gameId: game.id });

    // One reader that reads: the server has the log in memory and its frames made, as it would
    // during a game, and the backlog's size is known.
    let backlogBytes = 0;
    await new Promise<void>((resolve, reject) => {
      const conn = openSse(`${server.url}${streamPath}`, {
        onFrame(frame) {
          if (frame.event !== 'game-event') return;
          backlogBytes += Buffer.byteLength(`id: ${frame.id}\nevent: ${frame.event}\n`);
          backlogBytes += Buffer.byteLength(`data: ${frame.data}\n\n`);
          if (Number(frame.id) === lastSeq) {
            conn.close();
            resolve();
          }
        },
      });
      conn.opened.catch(reject);
    });
    await sleep(2000);
    const rssBefore = rssOf(server.process.pid!);

    const { port } = new URL(server.url);
    for (let i = 0; i < readers; i++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `GET ${streamPath} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\n\r\n`,
      );
      // Never read: the server's writes pile up in the kernel, then in the server.
      socket.pause();
      sockets.push(socket);
    }
    let peakDelta = 0;
    let endDelta = 0;
    const end = performance.now() + windowMs;
    while (performance.now() < end) {
      await sleep(250);
      endDelta = rssOf(server.process.pid!) - rssBefore;
      peakDelta = Math.max(peakDelta, endDelta);
    }
    return { events: lastSeq, readers, backlogBytes, rssBefore, peakDelta, endDelta, windowMs };
  } finally {
    for (const s of sockets) s.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A game of `events` score buttons on a fresh server. */
async function seedLongGame(server: RunningServer, events: number) {
  const fixture = await seedLiveGames(server);
  const game = fixture.games[0]!;
  let lastSeq = game.lastSeq;
  for (let i = 0; lastSeq < events;) {
    const batch = Array.from({ length: Math.min(500, events - lastSeq) }, () => scoreButton(i++));
    const result = await postEvents(fixture.client, game.id, batch);
    lastSeq = result.lastSeq;
  }
  return { fixture, game, lastSeq };
}

export interface StalledAnswersFigure {
  label: string;
  events: number;
  readers: number;
  /** Bytes of the answer as a reader without Accept-Encoding gets it. */
  answerBytes: number;
  rssBefore: number;
  peakDelta: number;
  /** When the server had closed every reader's socket, ms after they asked (NaN: not all). */
  allCutMs: number;
  /** RSS above rssBefore 10 s after the last socket was closed. */
  afterDelta: number;
}

/**
 * N readers that ask for a plain (not streamed) answer of a long game and never read a byte: the
 * public state, and the members' state (the largest answer there is, the game's whole log inside
 * it). What the server holds meanwhile, how soon it lets go, and what is left after.
 */
export async function stalledAnswersBench({
  events,
  readers,
  windowMs,
}: {
  events: number;
  readers: number;
  windowMs: number;
}): Promise<StalledAnswersFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-stalled-answers-'));
  const server = await startServer({ DATA_DIR: dir, LARGE_ANSWERS_PER_ADDRESS: '1000' });
  const figures: StalledAnswersFigure[] = [];
  try {
    const { fixture, game, lastSeq } = await seedLongGame(server, events);
    const cookie = consoleHeaders(fixture.client).cookie ?? '';
    const targets = [
      {
        label: 'GET public state',
        path: apiPath(liveGamePaths.publicState, { gameId: game.id }),
        cookie: '',
      },
      {
        label: "GET members' state",
        path: apiPath(liveGamePaths.state, { gameId: game.id }),
        cookie,
      },
    ];
    const { port } = new URL(server.url);
    for (const target of targets) {
      const head =
        `GET ${target.path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
        (target.cookie ? `cookie: ${target.cookie}\r\n` : '') +
        '\r\n';
      // One reader that reads: the answer's size, and the game in the server's memory.
      const full = await fetch(`${server.url}${target.path}`, {
        headers: { cookie: target.cookie, 'accept-encoding': 'identity' },
      });
      const answerBytes = (await full.arrayBuffer()).byteLength;
      await sleep(2000);
      const rssBefore = rssOf(server.process.pid!);
      const started = performance.now();
      let open = readers;
      let allCutMs = NaN;
      const sockets: net.Socket[] = [];
      for (let i = 0; i < readers; i++) {
        const socket = net.connect(Number(port), '127.0.0.1');
        socket.on('error', () => {});
        socket.on('close', () => {
          if (--open === 0) allCutMs = performance.now() - started;
        });
        socket.write(head);
        // Never read: the answer piles up in the kernel, then in the server.
        socket.pause();
        sockets.push(socket);
      }
      let peakDelta = 0;
      const end = started + windowMs;
      while (performance.now() < end && open > 0) {
        await sleep(250);
        peakDelta = Math.max(peakDelta, rssOf(server.process.pid!) - rssBefore);
      }
      for (const s of sockets) s.destroy();
      await sleep(10_000);
      const afterDelta = rssOf(server.process.pid!) - rssBefore;
      figures.push({
        label: target.label,
        events: lastSeq,
        readers,
        answerBytes,
        rssBefore,
        peakDelta,
        allCutMs,
        afterDelta,
      });
    }
    return figures;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface SlowBodiesFigure {
  clients: number;
  /** Sockets the server had not closed when the minute was up. */
  openAfter: number;
  afterMs: number;
  /** Status lines the server answered with, and how many of each. */
  answers: Record<string, number>;
  /** When the server closed the last socket it closed, ms after they connected (0: none). */
  lastClosedMs: number;
}

export async function slowBodiesBench({
  clients,
  byteEveryMs,
  afterMs,
}: {
  clients: number;
  byteEveryMs: number;
  afterMs: number;
}): Promise<SlowBodiesFigure> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-slow-body-'));
  const server = await startServer({ DATA_DIR: dir });
  const { port } = new URL(server.url);
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const answers: Record<string, number> = {};
  let open = 0;
  let lastClosedMs = 0;
  const start = performance.now();
  try {
    for (let i = 0; i < clients; i++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      open += 1;
      socket.on('error', () => {});
      socket.on('data', (chunk: Buffer) => {
        const status = /^HTTP\/1\.1 (\d{3} [^\r]*)/.exec(chunk.toString('latin1'))?.[1];
        if (status) answers[status] = (answers[status] ?? 0) + 1;
      });
      socket.once('close', () => {
        open -= 1;
        lastClosedMs = performance.now() - start;
      });
      // A page-view beacon anyone may send, announced at 1 kB and sent one byte at a time.
      socket.write(
        `POST ${apiPaths.analyticsEvents} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n` +
          'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
      );
      timers.push(
        setInterval(() => {
          if (!socket.destroyed) socket.write(' ');
        }, byteEveryMs),
      );
      sockets.push(socket);
    }
    await sleep(afterMs - (performance.now() - start));
    return { clients, openAfter: open, afterMs, answers, lastClosedMs };
  } finally {
    for (const t of timers) clearInterval(t);
    for (const s of sockets) s.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
