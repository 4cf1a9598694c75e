// A game's box score as CSV: one row per player of each team (as the stat sheet lists them), then
// the team's totals, with the stat sheet's columns named in the tournament's language. Taken from
// the replayed state the live routes serve, so the file and the stat sheet always agree. The
// beyond-the-arc columns are named as the game scores them: 3PM/3PA/3P%, or in FIBA 3x3 2PM/2PA/2P%.
import type { LiveGame, LiveTeam } from '../../../contract/live-games.ts';
import type { CsvCell } from '../../../domain/exports/csv.ts';
import { pct } from '../../../domain/game/box-score.ts';
import { teamSides, type TeamSide } from '../../../domain/game/events.ts';
import type { BoxLine, GameState } from '../../../domain/game/state.ts';
import type { GameRules } from '../../../domain/season/rules.ts';
import { appeared } from '../../../domain/stats/game-box.ts';
import { jerseyCell, minutesOf, type CsvTable } from './csv.ts';
import { beyondArc, type ExportWords } from './export-words.ts';

/** The header in the tournament's language; the column order is the rows' below. */
function boxScoreHeader(words: ExportWords, rules: Pick<GameRules, 'shotValues'>): string[] {
  const { t, common } = words;
  const shots = [common('box.fg'), beyondArc(words, rules), common('box.ft')].flatMap((stat) => [
    t('csv.made', { stat }),
    t('csv.attempted', { stat }),
    t('csv.pct', { stat }),
  ]);
  return [
    common('term.team'),
    '#',
    common('term.player'),
    t('csv.starter'),
    common('box.min'),
    common('box.pts'),
    ...shots,
    common('box.oreb'),
    common('box.dreb'),
    common('box.reb'),
    common('box.ast'),
    common('box.stl'),
    common('box.blk'),
    common('box.tov'),
    common('box.pf'),
    common('box.pfd'),
    t('csv.technicalFouls'),
    // Not "+/-": a spreadsheet would read a leading + as a formula.
    t('csv.plusMinus'),
  ];
}

/** Players who appeared, then the rest of the active roster (a DNP still belongs on the sheet). */
function playersOf(team: LiveTeam, side: TeamSide, state: GameState) {
  const lines = team.players.map((p) => ({ player: p, line: state.players[p.id] }));
  return lines.filter(
    ({ player, line }) =>
      (line !== undefined && line.team === side && appeared(line)) || player.active,
  );
}

function playerRow(
  words: ExportWords,
  teamName: string,
  jersey: string,
  name: string,
  l: BoxLine | undefined,
) {
  const v = (k: keyof BoxLine) => (l ? (l[k] as number) : 0);
  return [
    teamName,
    jerseyCell(jersey),
    name,
    words.t(l?.starter ? 'csv.yes' : 'csv.no'),
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
    v('foulsDrawn'),
    v('technicalFouls'),
    l && appeared(l) ? v('plusMinus') : null,
  ] satisfies CsvCell[];
}

export function boxScoreTable(game: LiveGame, state: GameState, words: ExportWords): CsvTable {
  const rows: CsvCell[][] = [];
  for (const side of teamSides) {
    const team = game[side];
    const players = playersOf(team, side, state);
    for (const { player, line } of players) {
      rows.push(
        playerRow(
          words,
          team.name,
          player.jersey,
          `${player.firstName} ${player.lastName}`.trim(),
          line,
        ),
      );
    }
    const t = state.totals[side];
    const minutes = players.reduce((n, { line }) => n + (line?.playedMs ?? 0), 0);
    rows.push([
      team.name,
      null,
      words.t('csv.teamTotals'),
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
      t.foulsDrawn,
      t.technicalFouls,
      // A team's +/- is only its margin times five: left empty, as on the stat sheet.
      null,
    ]);
  }
  return { header: boxScoreHeader(words, game.rules), rows };
}
