// The bracket as the API shows it: every match with its name and sides as data and in the
// tournament's words, the teams as known (a game's own teams once it exists), the game's score
// and status, and any conflict to resolve.
import { eq, inArray } from 'drizzle-orm';
import type { Bracket, BracketMatch } from '../../../contract/playoffs.ts';
import type { GameTeam } from '../../../contract/games.ts';
import type { MatchName, Source } from '../../../domain/bracket/bracket.ts';
import type { Db } from '../../db/client.ts';
import { brackets } from '../../db/season-stats-schema.ts';
import { teams } from '../../db/tournament-schema.ts';
import { teamSummary } from '../games/game-view.ts';
import { planBracket, resultOf, type BracketPlan, type BracketRow } from './bracket-plan.ts';
import { loadBracketGames, type BracketSyncer } from './bracket-sync.ts';
import { bracketWords, type BracketWords, type ConflictCause } from './bracket-words.ts';
import { seasonLanguage } from '../../i18n/season-language.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';

async function loadBracketRow(db: Db, seasonId: string): Promise<BracketRow | null> {
  const [row] = await db.select().from(brackets).where(eq(brackets.seasonId, seasonId));
  return row ?? null;
}

/** The season's bracket, synced first when its games lag behind their results. */
export async function bracketView(
  db: Db,
  syncer: BracketSyncer,
  seasonId: string,
): Promise<Bracket | null> {
  const row = await loadBracketRow(db, seasonId);
  if (!row) return null;
  const plan = planBracket(row, await loadBracketGames(db, seasonId));
  if (!plan.drift) return renderBracket(db, syncer.i18n, row, plan);
  const report = await syncer.run(seasonId);
  return report.row && report.plan ? renderBracket(db, syncer.i18n, report.row, report.plan) : null;
}

/** A bracket and its settled plan as the API shows them, with the seeded teams' summaries. */
export async function renderBracket(
  db: Db,
  i18n: ServerI18n,
  row: BracketRow,
  plan: BracketPlan,
): Promise<Bracket> {
  const [teamRows, language] = await Promise.all([
    db.select().from(teams).where(inArray(teams.id, row.seeds)),
    seasonLanguage(db, row.seasonId),
  ]);
  const byId = new Map(teamRows.map((t) => [t.id, teamSummary(t)]));
  return render(row, plan, byId, bracketWords(i18n, language));
}

function render(
  row: BracketRow,
  plan: BracketPlan,
  byId: Map<string, GameTeam>,
  words: BracketWords,
): Bracket {
  const names = new Map(plan.matches.map((m) => [m.shape.slot, m.shape.name]));
  const seedOf = new Map(row.seeds.map((id, i) => [id, i + 1]));
  const team = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  const nameOf = (slot: string): MatchName | undefined => names.get(slot);
  const from = (s: Source) =>
    s.kind === 'seed'
      ? { kind: s.kind, seed: s.seed, slot: null, match: null }
      : { kind: s.kind, seed: null, slot: s.slot, match: nameOf(s.slot) ?? null };
  const side = (s: Source, id: string | null) => ({
    source: words.source(s, s.kind === 'seed' ? undefined : nameOf(s.slot)),
    from: from(s),
    seed: id ? (seedOf.get(id) ?? null) : null,
    team: team(id),
  });
  const matches = plan.matches.map(({ shape, resolved, game, action }): BracketMatch => {
    const home = game ? game.homeTeamId : resolved.home;
    const away = game ? game.awayTeamId : resolved.away;
    const result = game ? resultOf(game) : null;
    return {
      slot: shape.slot,
      section: shape.section,
      round: shape.round,
      order: shape.order,
      label: words.match(shape.name),
      name: shape.name,
      home: side(shape.home, home),
      away: side(shape.away, away),
      gameId: game?.id ?? null,
      status: game?.status ?? null,
      homeScore: game?.homeScore ?? null,
      awayScore: game?.awayScore ?? null,
      winnerTeamId: result?.winner ?? null,
      needed: resolved.needed,
      ...conflictOf(action.kind === 'conflict' ? action.cause : null, nameOf, words),
    };
  });
  return {
    id: row.id,
    seasonId: row.seasonId,
    format: row.format,
    thirdPlaceGame: row.thirdPlaceGame,
    resetGame: row.resetGame,
    seeds: row.seeds.flatMap((id, i) => {
      const t = byId.get(id);
      return t ? [{ seed: i + 1, team: t }] : [];
    }),
    matches,
    championTeamId: plan.resolution.champion,
    createdAt: row.createdAt.toISOString(),
  };
}

function conflictOf(
  cause: ConflictCause | null,
  nameOf: (slot: string) => MatchName | undefined,
  words: BracketWords,
): Pick<Bracket['matches'][number], 'conflict' | 'conflictCause'> {
  if (!cause) return { conflict: null, conflictCause: null };
  const name = cause.kind === 'winner' || cause.kind === 'loser' ? nameOf(cause.slot) : undefined;
  return {
    conflict: words.conflict(cause, name),
    conflictCause: { kind: cause.kind, match: name ?? null },
  };
}
