// A season's statistics as CSV: for each team its players (games, totals, then per-game
// averages), then the team's own row. The figures are loadSeasonStats' (season-stats module),
// the same the stats pages show; this file only lays them out, naming the beyond-the-arc columns as
// the season scores them (3PM, or in FIBA 3x3 2PM).
import type { SeasonStats } from '../../../contract/season-stats.ts';
import type { CsvCell } from '../../../domain/exports/csv.ts';
import { beyondArcLabels, type GameRules } from '../../../domain/season/rules.ts';
import type { StatLine } from '../../../domain/stats/game-box.ts';
import { minutesOf, type CsvTable } from './csv.ts';

/** Column label and the statistic, in the order of the box score. */
const stats: [string, keyof StatLine][] = [
  ['MIN', 'playedMs'],
  ['PTS', 'points'],
  ['FGM', 'fieldGoalsMade'],
  ['FGA', 'fieldGoalsAttempted'],
  ['3PM', 'threesMade'],
  ['3PA', 'threesAttempted'],
  ['FTM', 'freeThrowsMade'],
  ['FTA', 'freeThrowsAttempted'],
  ['OREB', 'offensiveRebounds'],
  ['DREB', 'defensiveRebounds'],
  ['REB', 'rebounds'],
  ['AST', 'assists'],
  ['STL', 'steals'],
  ['BLK', 'blocks'],
  ['TOV', 'turnovers'],
  ['PF', 'personalFouls'],
  ['Plus/minus', 'plusMinus'],
];

function seasonStatsHeader(rules: Pick<GameRules, 'shotValues'>): string[] {
  const arc = beyondArcLabels(rules);
  const renamed: Record<string, string> = { '3PM': arc.made, '3PA': arc.attempted };
  const labels = stats.map(([label]) => renamed[label] ?? label);
  return [
    'Team',
    '#',
    'Player',
    'GP',
    ...labels,
    'FG%',
    arc.pct,
    'FT%',
    ...labels.map((label) => `${label}/G`),
  ];
}

function figures(
  totals: StatLine,
  perGame: StatLine,
  pct: SeasonStats['players'][number]['pct'],
): CsvCell[] {
  const value = (line: StatLine, key: keyof StatLine) =>
    key === 'playedMs' ? minutesOf(line[key]) : line[key];
  return [
    ...stats.map(([, key]) => value(totals, key)),
    pct.fieldGoalPct,
    pct.threePct,
    pct.freeThrowPct,
    ...stats.map(([, key]) => value(perGame, key)),
  ];
}

export function seasonStatsTable(
  data: SeasonStats,
  rules: Pick<GameRules, 'shotValues'>,
): CsvTable {
  const rows: CsvCell[][] = [];
  for (const team of data.teams) {
    const players = data.players
      .filter((p) => p.teamId === team.teamId)
      .sort((a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.localeCompare(b.jersey));
    for (const p of players) {
      rows.push([
        team.name,
        p.jersey,
        `${p.firstName} ${p.lastName}`.trim(),
        p.games,
        ...figures(p.totals, p.perGame, p.pct),
      ]);
    }
    rows.push([
      team.name,
      null,
      'Team totals',
      team.gamesWithStats,
      ...figures(team.totals, team.perGame, team.pct),
    ]);
  }
  return { header: seasonStatsHeader(rules), rows };
}
