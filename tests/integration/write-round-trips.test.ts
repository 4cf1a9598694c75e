// What the write paths ask of the database, counted rather than timed (decision 0042): a console's
// single-event post is one statement, its access read and (on PostgreSQL) its NOTIFY included;
// a 64-team league's schedule goes in one transaction in slices of bounded rows, with turns of
// the event loop between them, and nothing of it is left behind when it fails.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, memberships } from '../../src/server/db/tournament-schema.ts';
import { SLICE_ROWS } from '../../src/server/db/in-slices.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { ev, postEvents, premiumOrganiser, record, seedLiveGame } from './support/live-game.ts';

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await premiumOrganiser(t);
});
afterAll(() => t.close());

interface Statement {
  text: string;
  params: readonly unknown[];
  /** Whether it ran inside a transaction. */
  inTransaction: boolean;
  /** The event loop's turns counted when it was sent. */
  turn: number;
}

/**
 * Records every statement the app sends to its database while `fn` runs, on either engine: the
 * PGlite instance's query, exec and transaction, or the pool's queries and the connections it
 * lends to transactions.
 */
async function statementsDuring(fn: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  let recording = true;
  let turn = 0;
  const tick = () => {
    turn += 1;
    if (recording) setImmediate(tick);
  };
  setImmediate(tick);
  const note = (text: unknown, params: unknown, inTransaction: boolean) => {
    if (!recording) return;
    const query = text as { text?: string } | string;
    seen.push({
      text: typeof query === 'string' ? query : (query.text ?? ''),
      params: Array.isArray(params) ? params : ((query as { values?: unknown[] }).values ?? []),
      inTransaction,
      turn,
    });
  };
  const { pglite, pool } = t.deps.database;
  const restore: Array<() => void> = [];
  /** Replaces `target[name]` with a function that notes its call first. */
  const wrap = <T extends object>(
    target: T,
    name: keyof T & string,
    before: (...args: unknown[]) => unknown[] | void,
  ) => {
    const original = target[name] as (...args: unknown[]) => unknown;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      return original.apply(this, before(...args) ?? args);
    };
    restore.push(() => {
      (target as Record<string, unknown>)[name] = original;
    });
  };
  if (pglite) {
    wrap(pglite, 'query', (text, params) => void note(text, params, false));
    wrap(pglite, 'exec', (text) => void note(text, [], false));
    wrap(pglite, 'transaction', (callback) => [
      (tx: { query: (...a: unknown[]) => unknown; exec: (...a: unknown[]) => unknown }) => {
        const query = tx.query.bind(tx);
        const exec = tx.exec.bind(tx);
        tx.query = (text, params, ...rest) => {
          note(text, params, true);
          return query(text, params, ...rest);
        };
        tx.exec = (text, ...rest) => {
          note(text, [], true);
          return exec(text, ...rest);
        };
        return (callback as (tx: unknown) => unknown)(tx);
      },
    ]);
  } else if (pool) {
    wrap(pool, 'query', (text, params) => void note(text, params, false));
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: unknown }).connect = async (...args: unknown[]) => {
      // The pool's own queries ask with a callback, and are noted as pool queries already.
      if (args.length > 0) return connect(...args);
      const client = (await connect()) as { query: (...a: unknown[]) => unknown };
      const query = client.query;
      // A connection lent out is a transaction's (drizzle asks for one only for those).
      client.query = function (this: unknown, text: unknown, params?: unknown, ...rest: unknown[]) {
        note(text, params, true);
        return query.call(this, text, params, ...rest);
      };
      restore.push(() => {
        client.query = query;
      });
      return client;
    };
    restore.push(() => {
      (pool as unknown as { connect: unknown }).connect = connect;
    });
  }
  try {
    await fn();
  } finally {
    recording = false;
    for (const undo of restore.reverse()) undo();
  }
  return seen;
}

describe('a console posting one event at a time', () => {
  it('costs one statement per post: its access, the write and the NOTIFY together', async () => {
    const g = await seedLiveGame(t, { owner });
    // The first posts read the game, its log and the session; later ones are what a console
    // sends for hours.
    await record(owner, g.gameId, [ev.start()]);
    await record(owner, g.gameId, [ev.score('home', 2)]);
    const posts = 12;
    const statements = await statementsDuring(async () => {
      for (let i = 0; i < posts; i++) {
        const res = await record(owner, g.gameId, [ev.score(i % 2 ? 'home' : 'away', 2)]);
        expect(res.results[0]?.status).toBe('accepted');
      }
    });
    // PGlite runs the prepared statement by name, PostgreSQL gets its text.
    expect(statements).toHaveLength(posts);
    for (const s of statements)
      expect(s.text).toMatch(/^(EXECUTE tempo_ingest_write_|WITH denied)/);
  });

  it('still refuses a member removed since their last post, and writes nothing of it', async () => {
    const g = await seedLiveGame(t, { owner });
    const scorer = await newUser(t, 'scorer');
    await addMember(t, g.tournamentId, scorer.id, 'scorekeeper');
    await record(scorer, g.gameId, [ev.start()]);
    // Straight in the database: no message tells the server, only the write's own check sees it.
    await t.deps.db
      .delete(memberships)
      .where(and(eq(memberships.tournamentId, g.tournamentId), eq(memberships.userId, scorer.id)));
    // A stranger to the tournament is told the game does not exist, as on every other route.
    expectStatus(await postEvents(scorer, g.gameId, [ev.score('home', 2)]), 404);
    const [row] = await t.deps.db.select().from(games).where(eq(games.id, g.gameId));
    expect(row?.lastSeq).toBe(1);
  });
});

describe("a 64-team league's schedule", () => {
  async function leagueOf64() {
    const tournament = await createTournament(owner, 'Big League');
    const season = await createSeason(owner, tournament.id);
    for (let i = 0; i < 64; i++) await createTeam(owner, season.id, `Big Team ${i + 1}`);
    return season.id;
  }
  const schedule = {
    rounds: 2,
    startDate: '2026-09-05',
    weekdays: [6, 0],
    times: ['16:00', '18:00', '20:00'],
    courts: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'],
    timezone: 'Europe/Madrid',
    commit: true,
  };
  const gamesOf = async (seasonId: string) =>
    (await t.deps.db.select({ n: count() }).from(games).where(eq(games.seasonId, seasonId)))[0]!.n;

  it('is written in one transaction, in slices of bounded rows with turns for others between', async () => {
    const seasonId = await leagueOf64();
    const statements = await statementsDuring(async () => {
      expectStatus(await owner.post(`/api/seasons/${seasonId}/schedule`, schedule), 201);
    });
    const inserts = statements.filter((s) => /^insert into "games"/i.test(s.text));
    // Each row of games is one parenthesised tuple of placeholders after VALUES.
    const rowsOf = (s: Statement) => s.text.split(/\)\s*,\s*\(/).length;
    expect(inserts.reduce((sum, s) => sum + rowsOf(s), 0)).toBe(64 * 63);
    expect(Math.max(...inserts.map(rowsOf))).toBeLessThanOrEqual(SLICE_ROWS);
    expect(inserts.every((s) => s.inTransaction)).toBe(true);
    for (let i = 1; i < inserts.length; i++) {
      expect(inserts[i]!.turn).toBeGreaterThan(inserts[i - 1]!.turn);
    }
    expect(await gamesOf(seasonId)).toBe(64 * 63);
  });
});
