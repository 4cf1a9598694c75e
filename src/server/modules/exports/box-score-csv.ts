// A game's box score as CSV: one row per player of each team (as the stat sheet lists them), then
// the team's totals, with the stat sheet's columns. Taken from the replayed state the live routes
// serve, so the file and the stat sheet always agree. The beyond-the-arc columns are named as the
// game scores them: 3PM/3PA/3P%, or in FIBA 3x3 2PM/2PA/2P%.
import type { LiveGame, LiveTeam } from '../../../contract/live-games.ts';
import type { CsvCell } from '../../../domain/exports/csv.ts';
import { pct } from '../../../domain/game/box-score.ts';
import { teamSides, type TeamSide } from '../../../domain/game/events.ts';
import type { BoxLine, GameState } from '../../../domain/game/state.ts';
import { beyondArcLabels, type GameRules } from '../../../domain/season/rules.ts';
import { appeared } from '../../../domain/stats/game-box.ts';
import { minutesOf, type CsvTable } from './csv.ts';

const boxScoreColumns = [
  'Team',
  '#',
  'Player',
  'Starter',
  'MIN',
  'PTS',
  'FGM',
  'FGA',
  'FG%',
  '3PM',
  '3PA',
  '3P%',
  'FTM',
  'FTA',
  'FT%',
  'OREB',
  'DREB',
  'REB',
  'AST',
  'STL',
  'BLK',
  'TOV',
  'PF',
  'TF',
  // Not "+/-": a spreadsheet would read a leading + as a formula.
  'Plus/minus',
] as const;

function boxScoreHeader(rules: Pick<GameRules, 'shotValues'>): string[] {
  const arc = beyondArcLabels(rules);
  const renamed: Record<string, string> = { '3PM': arc.made, '3PA': arc.attempted, '3P%': arc.pct };
  return boxScoreColumns.map((column) => renamed[column] ?? column);
}

/** Players who appeared, then the rest of the active roster (a DNP still belongs on the sheet). */
function playersOf(team: LiveTeam, side: TeamSide, state: GameState) {
  const lines = team.players.map((p) => ({ player: p, line: state.players[p.id] }));
  return lines.filter(
    ({ player, line }) =>
      (line !== undefined && line.team === side && appeared(line)) || player.active,
  );
}

function playerRow(teamName: string, jersey: string, name: string, l: BoxLine | undefined) {
  const v = (k: keyof BoxLine) => (l ? (l[k] as number) : 0);
  return [
    teamName,
    jersey,
    name,
    l?.starter ?? false,
    minutesOf(v('playedMs')),
    v('points'),
    v('fieldGoalsMade'),
    v('fieldGoalsAttempted'),
    pct(v('fieldGoalsMade'), v('fieldGoalsAttempted')),
    v('threesMade'),
    v('threesAttempted'),
    pct(v('threesMade'), v('threesAttempted')),
    v('freeThrowsMade'),
    v('freeThrowsAttempted'),
    pct(v('freeThrowsMade'), v('freeThrowsAttempted')),
    v('offensiveRebounds'),
    v('defensiveRebounds'),
    v('rebounds'),
    v('assists'),
    v('steals'),
    v('blocks'),
    v('turnovers'),
    v('personalFouls'),
    v('technicalFouls'),
    l && appeared(l) ? v('plusMinus') : null,
  ] satisfies CsvCell[];
}

export function boxScoreTable(game: LiveGame, state: GameState): CsvTable {
  const rows: CsvCell[][] = [];
  for (const side of teamSides) {
    const team = game[side];
    const players = playersOf(team, side, state);
    for (const { player, line } of players) {
      rows.push(
        playerRow(team.name, player.jersey, `${player.firstName} ${player.lastName}`.trim(), line),
      );
    }
    const t = state.totals[side];
    const minutes = players.reduce((n, { line }) => n + (line?.playedMs ?? 0), 0);
    rows.push([
      team.name,
      null,
      'Team totals',
      null,
      minutesOf(minutes),
      t.points,
      t.fieldGoalsMade,
      t.fieldGoalsAttempted,
      t.fieldGoalPct,
      t.threesMade,
      t.threesAttempted,
      t.threePct,
      t.freeThrowsMade,
      t.freeThrowsAttempted,
      t.freeThrowPct,
      t.offensiveRebounds,
      t.defensiveRebounds,
      t.rebounds,
      t.assists,
      t.steals,
      t.blocks,
      t.turnovers,
      t.fouls,
      t.technicalFouls,
      // A team's +/- is only its margin times five: left empty, as on the stat sheet.
      null,
    ]);
  }
  return { header: boxScoreHeader(game.rules), rows };
}
