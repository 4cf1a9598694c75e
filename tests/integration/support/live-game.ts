// Shortcuts for the live-game tests: a game with two rosters made through the API, event
// builders with fresh client ids, a batch poster, and a Server-Sent Events reader over real HTTP
// (app.inject cannot hold a stream open).
import { parseSseBlock, type SseBlock } from '../../support/sse-block.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPath, liveGamePaths } from '../../../src/contract/api-paths.ts';
import type { PostEventsResult } from '../../../src/contract/live-batches.ts';
import type { GameEvent, TeamSide } from '../../../src/domain/game/events.ts';
import type { ConsoleKind } from '../../../src/domain/plans/plans.ts';
import {
  createGame,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  makePremium,
  newUser,
  type Client,
} from './management.ts';
import type { TestApp } from './test-app.ts';

export interface LiveFixture {
  owner: Client;
  tournamentId: string;
  seasonId: string;
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
  home: string[];
  away: string[];
}

/**
 * An organiser on Tempo Premium, so the stats consoles are open and each test can make a
 * tournament of its own.
 */
export async function premiumOrganiser(t: TestApp): Promise<Client> {
  const owner = await newUser(t, 'organiser');
  await makePremium(t, owner.id);
  return owner;
}

const names = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];

/** A tournament, season, two teams of `players` each and a scheduled game between them. */
export async function seedLiveGame(
  t: TestApp,
  opts: { owner?: Client; premium?: boolean; players?: number } = {},
): Promise<LiveFixture> {
  const owner = opts.owner ?? (await newUser(t, 'organiser'));
  if (opts.premium) await makePremium(t, owner.id);
  const tournament = await createTournament(owner, `Live ${randomUUID().slice(0, 6)}`);
  const season = await createSeason(owner, tournament.id);
  const homeTeam = await createTeam(owner, season.id, 'Harbour Hawks');
  const awayTeam = await createTeam(owner, season.id, 'Valley Owls');
  const count = opts.players ?? 6;
  const roster = async (teamId: string) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const p = await createPlayer(owner, teamId, {
        firstName: names[i % names.length]!,
        lastName: `Player${i}`,
        jersey: String(i + 4),
      });
      ids.push(p.id);
    }
    return ids;
  };
  const home = await roster(homeTeam.id);
  const away = await roster(awayTeam.id);
  const game = await createGame(owner, season.id, homeTeam.id, awayTeam.id);
  return {
    owner,
    tournamentId: tournament.id,
    seasonId: season.id,
    gameId: game.id,
    homeTeamId: homeTeam.id,
    awayTeamId: awayTeam.id,
    home,
    away,
  };
}

export const cid = () => randomUUID();

const at = (period = 1, clockMs = 600_000) => ({ clientId: cid(), period, clockMs });

/** Event builders; each call makes a new client id. */
export const ev = {
  start: (): GameEvent => ({ ...at(), type: 'game-start' }),
  end: (period = 4): GameEvent => ({ ...at(period, 0), type: 'game-end' }),
  period: (newPeriod: number): GameEvent => ({ ...at(newPeriod), type: 'period-start', newPeriod }),
  clockStart: (remainingMs: number, serverMs: number): GameEvent => ({
    ...at(1, remainingMs),
    type: 'clock-start',
    remainingMs,
    serverMs,
  }),
  clockStop: (remainingMs: number, serverMs: number): GameEvent => ({
    ...at(1, remainingMs),
    type: 'clock-stop',
    remainingMs,
    serverMs,
  }),
  score: (team: TeamSide, points: 1 | 2 | 3 | -1): GameEvent => ({
    ...at(),
    type: 'score-adjust',
    team,
    points,
  }),
  shot: (team: TeamSide, playerId: string, points: 2 | 3, made: boolean, assist?: string) =>
    ({
      ...at(),
      type: 'shot',
      team,
      playerId,
      points,
      made,
      ...(assist ? { assistPlayerId: assist } : {}),
    }) as GameEvent,
  freeThrow: (team: TeamSide, playerId: string, made: boolean): GameEvent => ({
    ...at(),
    type: 'free-throw',
    team,
    playerId,
    made,
  }),
  rebound: (team: TeamSide, playerId: string | null, offensive: boolean): GameEvent => ({
    ...at(),
    type: 'rebound',
    team,
    playerId,
    offensive,
  }),
  foul: (team: TeamSide, playerId: string | null, shooting = false): GameEvent => ({
    ...at(),
    type: 'foul',
    team,
    offender: 'player',
    playerId,
    kind: 'personal',
    shooting,
  }),
  lineup: (team: TeamSide, playerIds: string[]): GameEvent => ({
    ...at(),
    type: 'starting-lineup',
    team,
    playerIds,
  }),
  source: (source: 'console' | 'stats'): GameEvent => ({ ...at(), type: 'score-source', source }),
  void: (targetClientId: string): GameEvent => ({ ...at(), type: 'void', targetClientId }),
};

export const eventsUrl = (gameId: string) => apiPath(liveGamePaths.events, { gameId });
export const stateUrl = (gameId: string) => apiPath(liveGamePaths.state, { gameId });

export function postEvents(
  client: Client,
  gameId: string,
  events: GameEvent[],
  console: ConsoleKind = 'timescore',
  deviceId = 'device-test-1',
) {
  return client.post(eventsUrl(gameId), { deviceId, console, events });
}

/** Posts and expects 200. */
export async function record(
  client: Client,
  gameId: string,
  events: GameEvent[],
  console: ConsoleKind = 'timescore',
): Promise<PostEventsResult> {
  return expectStatus(await postEvents(client, gameId, events, console), 200).json();
}

export type Frame = SseBlock;

export interface SseReader {
  status: number;
  headers: Headers;
  frames: Frame[];
  /** Game events' seqs in arrival order. */
  seqs(): number[];
  /** Resolves with the first frame (after those already seen, from `from`) matching. */
  next(match: (f: Frame) => boolean, from?: number): Promise<Frame>;
  /** Resolves when the server has ended the stream (not when close() aborts it). */
  ended: Promise<void>;
  close(): void;
}

/** Matches the frame of the game event with this seq (for SseReader.next). */
export const isEvent =
  (seq: number) =>
  (f: Frame): boolean =>
    f.event === 'game-event' && f.id === String(seq);

/** The server must be listening (`await listen(app)`). */
export async function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseReader> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let serverEnded = () => {};
  const reader: SseReader = {
    status: res.status,
    headers: res.headers,
    frames,
    seqs: () => frames.filter((f) => f.event === 'game-event').map((f) => Number(f.id)),
    next(match, from = 0) {
      return new Promise<Frame>((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (found) resolve(found);
          return Boolean(found);
        };
        if (check()) return;
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error('no matching SSE frame within 10 s'));
        }, 10_000);
        const waiter = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        waiters.add(waiter);
      });
    },
    ended: new Promise<void>((resolve) => (serverEnded = resolve)),
    close: () => abort.abort(),
  };
  if (!res.body) return reader;
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = parseSseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame) frames.push(frame);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
      serverEnded();
    } catch {
      // Aborted by close(), or the server ended the stream.
    }
  })();
  return reader;
}

/** Starts the app listening on a free local port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
