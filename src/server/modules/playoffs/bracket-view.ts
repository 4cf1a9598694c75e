// The bracket as the API shows it: every match with its sides in words, the teams as known (a
// game's own teams once it exists), the game's score and status, and any conflict to resolve.
import { eq, inArray } from 'drizzle-orm';
import type { Bracket, BracketMatch } from '../../../contract/playoffs.ts';
import type { GameTeam } from '../../../contract/games.ts';
import type { Source } from '../../../domain/bracket/bracket.ts';
import type { Db } from '../../db/client.ts';
import { brackets } from '../../db/season-stats-schema.ts';
import { teams } from '../../db/tournament-schema.ts';
import { teamSummary } from '../games/game-view.ts';
import { planBracket, resultOf, type BracketPlan, type BracketRow } from './bracket-plan.ts';
import { loadBracketGames, type BracketSyncer } from './bracket-sync.ts';

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
  if (!plan.drift) return renderBracket(db, row, plan);
  const report = await syncer.run(seasonId);
  return report.row && report.plan ? renderBracket(db, report.row, report.plan) : null;
}

/** A bracket and its settled plan as the API shows them, with the seeded teams' summaries. */
export async function renderBracket(db: Db, row: BracketRow, plan: BracketPlan): Promise<Bracket> {
  const teamRows = await db.select().from(teams).where(inArray(teams.id, row.seeds));
  const byId = new Map(teamRows.map((t) => [t.id, teamSummary(t)]));
  return render(row, plan, byId);
}

function render(row: BracketRow, plan: BracketPlan, byId: Map<string, GameTeam>): Bracket {
  const labels = new Map(plan.matches.map((m) => [m.shape.slot, m.shape.label]));
  const seedOf = new Map(row.seeds.map((id, i) => [id, i + 1]));
  const team = (id: string | null) => (id ? (byId.get(id) ?? null) : null);
  const words = (s: Source) => {
    if (s.kind === 'seed') return `Seed ${s.seed}`;
    return `${s.kind === 'winner' ? 'Winner' : 'Loser'} of ${labels.get(s.slot) ?? s.slot}`;
  };
  const matches = plan.matches.map(({ shape, resolved, game, action }): BracketMatch => {
    const home = game ? game.homeTeamId : resolved.home;
    const away = game ? game.awayTeamId : resolved.away;
    const result = game ? resultOf(game) : null;
    return {
      slot: shape.slot,
      section: shape.section,
      round: shape.round,
      order: shape.order,
      label: shape.label,
      home: {
        source: words(shape.home),
        seed: home ? (seedOf.get(home) ?? null) : null,
        team: team(home),
      },
      away: {
        source: words(shape.away),
        seed: away ? (seedOf.get(away) ?? null) : null,
        team: team(away),
      },
      gameId: game?.id ?? null,
      status: game?.status ?? null,
      homeScore: game?.homeScore ?? null,
      awayScore: game?.awayScore ?? null,
      winnerTeamId: result?.winner ?? null,
      needed: resolved.needed,
      conflict: action.kind === 'conflict' ? action.message : null,
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
