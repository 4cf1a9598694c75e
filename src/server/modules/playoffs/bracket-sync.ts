// Keeps a season's bracket games in step with its results (see bracket-plan.ts). Idempotent:
// run it after anything that may decide or undo a playoff result, and from the view whenever it
// finds drift, so a crash between a result's commit and the sync never leaves a stale bracket.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { brackets } from '../../db/season-stats-schema.ts';
import { games } from '../../db/tournament-schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';
import { announceSetupChange } from '../../live/setup-events.ts';
import { newId } from '../common/ids.ts';
import { planBracket, type BracketPlan, type BracketRow, type GameRow } from './bracket-plan.ts';
import { seasonLanguage } from '../../i18n/season-language.ts';
import { bracketWords } from './bracket-words.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SyncReport {
  /** Games created, given other teams or removed: open screens reload their setup. */
  changedGameIds: string[];
  /** The bracket synced, and its settled plan; null when the season has none. */
  row: BracketRow | null;
  plan: BracketPlan | null;
}

export async function loadBracketGames(db: Db | Tx, seasonId: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(and(eq(games.seasonId, seasonId), isNotNull(games.bracketSlot)));
}

/**
 * Takes the season's bracket row lock (null: no bracket). A transaction that writes a bracket
 * game takes it first, so it and a running sync never wait for each other's locks.
 */
export async function lockBracket(tx: Tx, seasonId: string): Promise<BracketRow | null> {
  const [row] = await tx
    .select()
    .from(brackets)
    .where(eq(brackets.seasonId, seasonId))
    .for('update');
  return row ?? null;
}

/**
 * Applies the plan inside the caller's transaction, taking the bracket row's lock. `i18n` names
 * the games it creates (their round) in the tournament's language.
 */
export async function syncBracket(tx: Tx, seasonId: string, i18n: ServerI18n): Promise<SyncReport> {
  const row = await lockBracket(tx, seasonId);
  return row ? syncLockedBracket(tx, row, i18n) : { changedGameIds: [], row: null, plan: null };
}

/** The same, for a caller that already holds the lock on `row` (from lockBracket). */
export async function syncLockedBracket(
  tx: Tx,
  row: BracketRow,
  i18n: ServerI18n,
): Promise<SyncReport> {
  const { seasonId } = row;
  // Several rounds can become known at once (a walk-in meets a winner): plan again until stable.
  const changed = new Set<string>();
  // Each pass settles at least one more round, so the number of matches bounds the passes.
  for (let pass = 0; pass <= row.seeds.length * 2 + 2; pass++) {
    const plan = planBracket(row, await loadBracketGames(tx, seasonId));
    if (!plan.drift) return { changedGameIds: [...changed], row, plan };
    await apply(tx, row, plan, changed, i18n);
  }
  throw new Error(`bracket of season ${seasonId} did not settle`);
}

/**
 * Checked again in the write itself: a console may start a game between the plan's read and this
 * write (the ingest does not take the bracket lock), and a started game is never changed here.
 */
const notStarted = and(
  eq(games.status, 'scheduled'),
  eq(games.lastSeq, 0),
  isNull(games.homeScore),
  isNull(games.awayScore),
);

async function apply(
  tx: Tx,
  row: BracketRow,
  plan: BracketPlan,
  changed: Set<string>,
  i18n: ServerI18n,
) {
  const removed: string[] = [];
  // A game's round is stored in words, in the tournament's language, like one typed by hand.
  let language: string | null = null;
  for (const { shape, action } of plan.matches) {
    if (action.kind === 'remove') removed.push(action.game.id);
    else if (action.kind === 'retarget') {
      await tx
        .update(games)
        .set({ homeTeamId: action.home, awayTeamId: action.away })
        .where(and(eq(games.id, action.game.id), notStarted));
      changed.add(action.game.id);
    } else if (action.kind === 'create') {
      language ??= await seasonLanguage(tx, row.seasonId);
      const id = newId();
      await tx.insert(games).values({
        id,
        seasonId: row.seasonId,
        homeTeamId: action.home,
        awayTeamId: action.away,
        phase: 'playoff',
        round: bracketWords(i18n, language).match(shape.name),
        bracketSlot: shape.slot,
      });
      changed.add(id);
    }
  }
  if (removed.length > 0) {
    await tx.delete(games).where(and(inArray(games.id, removed), notStarted));
    for (const id of removed) changed.add(id);
  }
}

/**
 * Runs syncs one at a time per season in this process (the row lock orders them across
 * instances), each in its own transaction, and announces the changed games after the commit.
 */
export class BracketSyncer {
  private readonly running = new Map<string, Promise<SyncReport>>();

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The catalogues, for the bracket's words in its tournament's language. */
  get i18n(): ServerI18n {
    return this.deps.i18n;
  }

  run(seasonId: string): Promise<SyncReport> {
    const before = this.running.get(seasonId) ?? Promise.resolve(null);
    const next = before
      .catch(() => null)
      .then(() => this.deps.db.transaction((tx) => syncBracket(tx, seasonId, this.deps.i18n)))
      .then((report) => {
        this.announce(report.changedGameIds);
        return report;
      });
    this.running.set(seasonId, next);
    void next
      .finally(() => {
        if (this.running.get(seasonId) === next) this.running.delete(seasonId);
      })
      .catch(() => {});
    return next;
  }

  /** Fire and forget, from the live ingest: a failure is logged; the next view heals it. */
  runLater(seasonId: string): void {
    setImmediate(() => {
      this.run(seasonId).catch((err: unknown) => {
        this.log.error({ err, seasonId }, 'could not advance the playoff bracket');
      });
    });
  }

  announce(gameIds: readonly string[]): void {
    for (const gameId of gameIds) announceSetupChange(this.deps.pubsub, this.log, { gameId });
  }
}
