// output/statsheet (public): the live box score (docs/product/live-games.md). Score and team fouls by period for
// every game; once a stats console has recorded anything, player lines for owners whose plan has
// them (playerStatSheet) and team totals for everyone else. A game scored only on the time & score
// console has no statistics to show, so it gets no table of zeros. A document that prints.
import { useLayoutEffect } from 'react';
import type { LiveGame, LivePlayer } from '../../contract/live-games.ts';
import {
  clockRemaining,
  gameClockText,
  isClockExpired,
  periodLabel,
} from '../../domain/game/clock.ts';
import type { TeamSide } from '../../domain/game/events.ts';
import type { BoxLine, GameState, Score, TeamTotals } from '../../domain/game/state.ts';
import { teamFoulWindowText } from '../../domain/exports/score-sheet.ts';
import { hasFeature } from '../../domain/plans/plans.ts';
import { beyondArcLabels, type GameRules } from '../../domain/season/rules.ts';
import { statsRecorded } from '../../domain/stats/game-box.ts';
import { deviceId } from '../lib/live/device-id.ts';
import { useGameFeed } from '../lib/live/game-feed.ts';
import { useFrameNow, useServerClock } from '../lib/live/server-clock.ts';
import { ConnectionBadge, FeedErrorPage, LoadingPage, usePageTitle } from './output-ui.tsx';
import styles from './statsheet.module.css';

const sides: readonly TeamSide[] = ['home', 'away'];

function pct(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}%`;
}

function minutes(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function playerName(p: LivePlayer): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

function byJersey(a: LivePlayer, b: LivePlayer): number {
  const na = Number.parseInt(a.jersey, 10);
  const nb = Number.parseInt(b.jersey, 10);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a.jersey.localeCompare(b.jersey) || playerName(a).localeCompare(playerName(b));
}

/** The period, clock and status line; the only part that repaints per frame. */
function GameClockLine({ game, state }: { game: LiveGame; state: GameState }) {
  const serverClock = useServerClock();
  const running = state.clock.running && !isClockExpired(state.clock, serverClock.now());
  const now = useFrameNow(serverClock, running);
  if (game.status === 'cancelled') return <span>Cancelled</span>;
  if (game.status === 'forfeit') return <span>Forfeit</span>;
  if (state.status === 'final') return <span>Final</span>;
  if (state.status === 'scheduled' || state.period === 0) return <span>Not started</span>;
  const label = periodLabel(state.period, game.rules);
  return (
    <span>
      {state.periodEnded ? `End of ${label}` : label}
      {!state.periodEnded && (
        <>
          {' · '}
          <span data-testid="sheet-clock">
            {gameClockText(clockRemaining(state.clock, now), state.period, game.rules)}
          </span>
        </>
      )}
    </span>
  );
}

const lineColumns: readonly { key: string; label: string; title: string }[] = [
  { key: 'min', label: 'MIN', title: 'Minutes' },
  { key: 'pts', label: 'PTS', title: 'Points' },
  { key: 'fg', label: 'FG', title: 'Field goals made–attempted' },
  { key: '3p', label: '3P', title: 'Three-pointers made–attempted' },
  { key: 'ft', label: 'FT', title: 'Free throws made–attempted' },
  { key: 'oreb', label: 'OREB', title: 'Offensive rebounds' },
  { key: 'dreb', label: 'DREB', title: 'Defensive rebounds' },
  { key: 'reb', label: 'REB', title: 'Rebounds' },
  { key: 'ast', label: 'AST', title: 'Assists' },
  { key: 'stl', label: 'STL', title: 'Steals' },
  { key: 'blk', label: 'BLK', title: 'Blocks' },
  { key: 'tov', label: 'TOV', title: 'Turnovers' },
  { key: 'pf', label: 'PF', title: 'Personal fouls' },
  { key: 'tf', label: 'TF', title: 'Technical fouls' },
  { key: 'pm', label: '+/-', title: 'Plus/minus' },
];

/** The columns with the field goals beyond the arc named as the rules score them (3P, or 2P). */
function columnsFor(rules: Pick<GameRules, 'shotValues'>): typeof lineColumns {
  const arc = beyondArcLabels(rules);
  return lineColumns.map((c) =>
    c.key === '3p' ? { ...c, label: arc.short, title: `${arc.name} made–attempted` } : c,
  );
}

/** The counting columns a player's line and the team's totals share (PTS through TOV). */
type Counting = Pick<
  TeamTotals,
  | 'points'
  | 'fieldGoalsMade'
  | 'fieldGoalsAttempted'
  | 'threesMade'
  | 'threesAttempted'
  | 'freeThrowsMade'
  | 'freeThrowsAttempted'
  | 'offensiveRebounds'
  | 'defensiveRebounds'
  | 'rebounds'
  | 'assists'
  | 'steals'
  | 'blocks'
  | 'turnovers'
>;

function countingCells(c: Counting): string[] {
  return [
    String(c.points),
    `${c.fieldGoalsMade}-${c.fieldGoalsAttempted}`,
    `${c.threesMade}-${c.threesAttempted}`,
    `${c.freeThrowsMade}-${c.freeThrowsAttempted}`,
    String(c.offensiveRebounds),
    String(c.defensiveRebounds),
    String(c.rebounds),
    String(c.assists),
    String(c.steals),
    String(c.blocks),
    String(c.turnovers),
  ];
}

function lineCells(line: BoxLine | undefined): string[] {
  if (line === undefined) return ['DNP', ...Array<string>(lineColumns.length - 1).fill('')];
  const pm = line.plusMinus > 0 ? `+${line.plusMinus}` : String(line.plusMinus);
  return [
    minutes(line.playedMs),
    ...countingCells(line),
    String(line.personalFouls),
    String(line.technicalFouls),
    pm,
  ];
}

function totalCells(t: TeamTotals): string[] {
  return ['', ...countingCells(t), String(t.fouls), String(t.technicalFouls), ''];
}

function pctCells(t: TeamTotals): string[] {
  return [
    '',
    '',
    pct(t.fieldGoalPct),
    pct(t.threePct),
    pct(t.freeThrowPct),
    ...Array<string>(10).fill(''),
  ];
}

function TeamBox({ game, state, side }: { game: LiveGame; state: GameState; side: TeamSide }) {
  const team = game[side];
  const totals = state.totals[side];
  // Everyone on the roster who played or still could; a player removed since keeps their line.
  const players = team.players.filter((p) => p.active || state.players[p.id] !== undefined);
  players.sort(byJersey);
  return (
    <section className={styles.box}>
      <h2>{team.name}</h2>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={`${team.name} box score`}
      >
        <table className={styles.table} data-testid={`box-${side}`}>
          <thead>
            <tr>
              <th scope="col" className={styles.num}>
                #
              </th>
              <th scope="col" className={styles.player}>
                Player
              </th>
              {columnsFor(game.rules).map((c) => (
                <th key={c.key} scope="col" title={c.title}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((p) => {
              const line = state.players[p.id];
              return (
                <tr
                  key={p.id}
                  data-testid="player-line"
                  className={line?.onCourt === true ? styles.onCourt : undefined}
                >
                  <td className={styles.num}>{p.jersey}</td>
                  <th scope="row" className={styles.player}>
                    {playerName(p)}
                    {line?.starter === true && <span className={styles.tag}> S</span>}
                    {line?.fouledOut === true && <span className={styles.tag}> FO</span>}
                  </th>
                  {lineCells(line).map((value, i) => (
                    <td key={lineColumns[i]!.key}>{value}</td>
                  ))}
                </tr>
              );
            })}
            {(totals.teamRebounds > 0 || totals.teamTurnovers > 0) && (
              <tr>
                <td className={styles.num} />
                <th scope="row" className={styles.player}>
                  Team
                </th>
                {lineColumns.map((c) => (
                  <td key={c.key}>
                    {c.key === 'reb'
                      ? totals.teamRebounds
                      : c.key === 'tov'
                        ? totals.teamTurnovers
                        : ''}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className={styles.totals} data-testid={`totals-${side}`}>
              <td className={styles.num} />
              <th scope="row" className={styles.player}>
                Totals
              </th>
              {totalCells(totals).map((value, i) => (
                <td key={lineColumns[i]!.key}>{value}</td>
              ))}
            </tr>
            <tr className={styles.pcts}>
              <td className={styles.num} />
              <th scope="row" className={styles.player}>
                Percentages
              </th>
              {pctCells(totals).map((value, i) => (
                <td key={lineColumns[i]!.key}>{value}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** Free plans: one table, a row per team, no player lines. */
function TeamTotalsTable({ game, state }: { game: LiveGame; state: GameState }) {
  const arc = beyondArcLabels(game.rules);
  const columns = [
    'PTS',
    'FG',
    'FG%',
    arc.short,
    arc.pct,
    'FT',
    'FT%',
    'REB',
    'AST',
    'STL',
    'BLK',
    'TOV',
    'PF',
  ];
  return (
    <section className={styles.box}>
      <h2>Team totals</h2>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Team totals">
        <table className={styles.table} data-testid="team-totals">
          <thead>
            <tr>
              <th scope="col" className={styles.player}>
                Team
              </th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sides.map((side) => {
              const t = state.totals[side];
              const cells = [
                String(state.score[side]),
                `${t.fieldGoalsMade}-${t.fieldGoalsAttempted}`,
                pct(t.fieldGoalPct),
                `${t.threesMade}-${t.threesAttempted}`,
                pct(t.threePct),
                `${t.freeThrowsMade}-${t.freeThrowsAttempted}`,
                pct(t.freeThrowPct),
                String(t.rebounds),
                String(t.assists),
                String(t.steals),
                String(t.blocks),
                String(t.turnovers),
                String(t.fouls),
              ];
              return (
                <tr key={side} data-testid={`totals-${side}`}>
                  <th scope="row" className={styles.player}>
                    {game[side].name}
                  </th>
                  {cells.map((value, i) => (
                    <td key={columns[i]}>{value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>Player lines are not shown for this game.</p>
    </section>
  );
}

/** A row per team, a column per period (every regulation period, then those played) and a total. */
function PeriodTable(props: {
  game: LiveGame;
  state: GameState;
  title: string;
  testId: string;
  perPeriod: readonly Score[];
  total: Score;
}) {
  const { game, state, title, testId, perPeriod, total } = props;
  const count = Math.max(game.rules.periods, perPeriod.length, state.period);
  const periods = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={title}>
      <table className={`${styles.table} ${styles.periods}`} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className={styles.player}>
              Team
            </th>
            {periods.map((p) => (
              <th key={p} scope="col">
                {periodLabel(p, game.rules)}
              </th>
            ))}
            <th scope="col">T</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side) => (
            <tr key={side}>
              <th scope="row" className={styles.player}>
                {game[side].name}
              </th>
              {periods.map((p) => {
                const value = perPeriod[p - 1];
                const played = p <= state.period;
                return <td key={p}>{value !== undefined ? value[side] : played ? 0 : '–'}</td>;
              })}
              <td className={styles.total}>{total[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PeriodScores({ game, state }: { game: LiveGame; state: GameState }) {
  return (
    <section className={styles.box}>
      <h2>Score by period</h2>
      <PeriodTable
        game={game}
        state={state}
        title="Score by period"
        testId="period-scores"
        perPeriod={state.periodScores}
        total={state.score}
      />
    </section>
  );
}

function PeriodTeamFouls({ game, state }: { game: LiveGame; state: GameState }) {
  const total = { home: 0, away: 0 };
  for (const f of state.periodTeamFouls) {
    total.home += f.home;
    total.away += f.away;
  }
  return (
    <section className={styles.box}>
      <h2>Team fouls by period</h2>
      <PeriodTable
        game={game}
        state={state}
        title="Team fouls by period"
        testId="period-fouls"
        perPeriod={state.periodTeamFouls}
        total={total}
      />
      <p className={styles.note}>{teamFoulWindowText(game.rules)}.</p>
    </section>
  );
}

export function StatsheetPage({ gameId }: { gameId: string }) {
  const feed = useGameFeed({
    gameId,
    access: 'public',
    kind: 'statsheet',
    deviceId: deviceId(),
  });
  const { game, state } = feed;
  // Before the first paint: the loading message laid out as a full screen and then as a sheet
  // moved, a layout shift on every visit.
  useLayoutEffect(() => {
    document.documentElement.classList.add('sheet');
    return () => document.documentElement.classList.remove('sheet');
  }, []);
  usePageTitle(game === null ? 'Stat sheet' : `Stat sheet: ${game.home.name} vs ${game.away.name}`);

  if (feed.error !== null) return <FeedErrorPage error={feed.error} what="stat sheet" />;
  if (game === null || state === null) return <LoadingPage label="Loading the stat sheet…" />;
  const playerLines = hasFeature(game.ownerTier, 'playerStatSheet');
  return (
    <main className={styles.sheet}>
      <header className={styles.header}>
        <p className={styles.context}>
          {game.tournamentName} · {game.seasonName}
          {game.round !== '' && ` · ${game.round}`}
          {game.venue !== '' && ` · ${game.venue}`}
        </p>
        <h1 className={styles.title}>
          <span>{game.home.name}</span>{' '}
          <span className={styles.score} data-testid="sheet-score-home">
            {state.score.home}
          </span>
          <span aria-hidden="true"> – </span>
          <span className={styles.hidden}> to </span>
          <span className={styles.score} data-testid="sheet-score-away">
            {state.score.away}
          </span>{' '}
          <span>{game.away.name}</span>
        </h1>
        <p className={styles.status}>
          <GameClockLine game={game} state={state} />
        </p>
      </header>
      <PeriodScores game={game} state={state} />
      <PeriodTeamFouls game={game} state={state} />
      {!statsRecorded(state) ? (
        <p className={styles.note} data-testid="no-player-stats">
          No player statistics have been recorded for this game.
        </p>
      ) : playerLines ? (
        sides.map((side) => <TeamBox key={side} game={game} state={state} side={side} />)
      ) : (
        <TeamTotalsTable game={game} state={state} />
      )}
      {!hasFeature(game.ownerTier, 'noPoweredByMark') && (
        <p className={styles.mark}>powered by Tempo</p>
      )}
      <ConnectionBadge connection={feed.connection} />
    </main>
  );
}
