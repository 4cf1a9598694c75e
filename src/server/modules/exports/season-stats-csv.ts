// A season's statistics as CSV: for each team (in the order of the tournament's language) its
// players (games, totals, then per-game averages), then the team's own row. The figures are
// loadSeasonStats' (season-stats module), the same the stats pages show; this file only lays them
// out, naming the columns in the tournament's language and the beyond-the-arc ones as the season
// scores them (3PM, or in FIBA 3x3 2PM).
import type { SeasonStats } from '../../../contract/season-stats.ts';
import type { CsvCell } from '../../../domain/exports/csv.ts';
import type { GameRules } from '../../../domain/season/rules.ts';
import type { StatLine } from '../../../domain/stats/game-box.ts';
import { compareNames } from '../../../i18n/intl-format.ts';
import { jerseyCell, minutesOf, type CsvTable } from './csv.ts';
import { beyondArc, type ExportWords } from './export-words.ts';

/** A column: its label in the language, the beyond-the-arc shot's name given; and its statistic. */
type Stat = [(words: ExportWords, arc: string) => string, keyof StatLine];

/** In the order of the box score. */
const stats: Stat[] = [
  [(w) => w.common('box.min'), 'playedMs'],
  [(w) => w.common('box.pts'), 'points'],
  [(w) => w.t('csv.made', { stat: w.common('box.fg') }), 'fieldGoalsMade'],
  [(w) => w.t('csv.attempted', { stat: w.common('box.fg') }), 'fieldGoalsAttempted'],
  [(w, arc) => w.t('csv.made', { stat: arc }), 'threesMade'],
  [(w, arc) => w.t('csv.attempted', { stat: arc }), 'threesAttempted'],
  [(w) => w.t('csv.made', { stat: w.common('box.ft') }), 'freeThrowsMade'],
  [(w) => w.t('csv.attempted', { stat: w.common('box.ft') }), 'freeThrowsAttempted'],
  [(w) => w.common('box.oreb'), 'offensiveRebounds'],
  [(w) => w.common('box.dreb'), 'defensiveRebounds'],
  [(w) => w.common('box.reb'), 'rebounds'],
  [(w) => w.common('box.ast'), 'assists'],
  [(w) => w.common('box.stl'), 'steals'],
  [(w) => w.common('box.blk'), 'blocks'],
  [(w) => w.common('box.tov'), 'turnovers'],
  [(w) => w.common('box.pf'), 'personalFouls'],
  [(w) => w.common('box.pfd'), 'foulsDrawn'],
  // Not "+/-": a spreadsheet would read a leading + as a formula.
  [(w) => w.t('csv.plusMinus'), 'plusMinus'],
];

function seasonStatsHeader(words: ExportWords, rules: Pick<GameRules, 'shotValues'>): string[] {
  const { t, common } = words;
  const arc = beyondArc(words, rules);
  const labels = stats.map(([label]) => label(words, arc));
  return [
    common('term.team'),
    '#',
    common('term.player'),
    common('box.gp'),
    ...labels,
    ...[common('box.fg'), arc, common('box.ft')].map((stat) => t('csv.pct', { stat })),
    ...labels.map((stat) => t('csv.perGame', { stat })),
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
  words: ExportWords,
): CsvTable {
  const byName = compareNames(words.locale);
  const rows: CsvCell[][] = [];
  for (const team of [...data.teams].sort((a, b) => byName(a.name, b.name))) {
    const players = data.players
      .filter((p) => p.teamId === team.teamId)
      .sort((a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.localeCompare(b.jersey));
    for (const p of players) {
      rows.push([
        team.name,
        jerseyCell(p.jersey),
        `${p.firstName} ${p.lastName}`.trim(),
        p.games,
        ...figures(p.totals, p.perGame, p.pct),
      ]);
    }
    rows.push([
      team.name,
      null,
      words.t('csv.teamTotals'),
      team.gamesWithStats,
      ...figures(team.totals, team.perGame, team.pct),
    ]);
  }
  return { header: seasonStatsHeader(words, rules), rows };
}
