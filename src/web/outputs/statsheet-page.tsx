// output/statsheet (public): the live box score (docs/product/live-games.md). Score and team fouls by period for
// every game; once a stats console has recorded anything, player lines for owners whose plan has
// them (playerStatSheet) and team totals for everyone else. A game scored only on the time & score
// console has no statistics to show, so it gets no table of zeros. A document that prints, in the
// tournament's language (or ?lang=), its numbers written that language's way.
import { useLayoutEffect } from 'react';
import type { LiveGame, LivePlayer } from '../../contract/live-games.ts';
import { clockRemaining, isClockExpired } from '../../domain/game/clock.ts';
import type { TeamSide } from '../../domain/game/events.ts';
import type { SheetSummary } from '../../domain/game/sheet-summary.ts';
import type { BoxLine, Score, TeamTotals } from '../../domain/game/state.ts';
import { hasFeature } from '../../domain/plans/plans.ts';
import { shotValuesOf, type GameRules } from '../../domain/season/rules.ts';
import { statsRecorded } from '../../domain/stats/game-box.ts';
import { periodShort } from '../../i18n/basketball-words.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { compareNames, formatPercent } from '../../i18n/intl-format.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useLocale, useT } from '../lib/i18n/i18n-store.ts';
import { deviceId } from '../lib/live/device-id.ts';
import { useSummaryFeed } from '../lib/live/summary-feed.ts';
import { useFrameNow, useServerClock } from '../lib/live/server-clock.ts';
import { ConnectionBadge, FeedErrorPage, LoadingPage, usePageTitle } from './output-ui.tsx';
import { gameClockReadout } from './scoreboard-display.tsx';
import { useShownClock } from './shown-clock.ts';
import styles from './statsheet.module.css';
import { useGameLanguage } from './use-game-language.ts';

const sides: readonly TeamSide[] = ['home', 'away'];

type CommonT = Translate<MessageKey<'common'>>;
type OutputsT = Translate<MessageKey<'outputs'>>;

/** A percentage (0–100) as the language writes it: "45.5%", "45,5 %". */
function pct(locale: string, value: number | null): string {
  return value === null ? '–' : formatPercent(locale, value / 100);
}

function minutes(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function playerName(p: LivePlayer): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** Roster order: jersey numbers, then names as the language sorts them. */
function byJersey(locale: string): (a: LivePlayer, b: LivePlayer) => number {
  const names = compareNames(locale);
  return (a, b) => {
    const na = Number.parseInt(a.jersey, 10);
    const nb = Number.parseInt(b.jersey, 10);
    if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
    return names(a.jersey, b.jersey) || names(playerName(a), playerName(b));
  };
}

/** The period, clock and status line; the only part that repaints per frame. */
function GameClockLine({ game, state }: { game: LiveGame; state: SheetSummary }) {
  const serverClock = useServerClock();
  const running = state.clock.running && !isClockExpired(state.clock, serverClock.now());
  const now = useFrameNow(serverClock, running);
  const shown = useShownClock(clockRemaining(state.clock, now), state.clock.running);
  const t = useT('outputs');
  const tc = useT('common');
  if (game.status === 'cancelled') return <span>{tc('status.cancelled')}</span>;
  if (game.status === 'forfeit') return <span>{tc('status.forfeit')}</span>;
  if (state.status === 'final') return <span>{tc('status.final')}</span>;
  if (state.status === 'scheduled' || state.period === 0) {
    return <span>{tc('status.notStarted')}</span>;
  }
  const label = periodShort(tc, state.period, game.rules);
  return (
    <span>
      {state.periodEnded ? t('statsheet.endOf', { period: label }) : label}
      {!state.periodEnded && (
        <>
          {' · '}
          <span data-testid="sheet-clock">
            {gameClockReadout(t, shown.ms, state.period, game.rules)}
          </span>
          {shown.cue && (
            <span role="status" data-testid="clock-corrected">
              {' · '}
              {t('scoreboard.clockCorrected')}
            </span>
          )}
        </>
      )}
    </span>
  );
}

/** A column header: its abbreviation, and its full name for a pointer or a screen reader. */
interface Column {
  key: string;
  label: string;
  title: string;
}

/** The box-score columns the shared catalogue names (`box.<key>` and `box.<key>.long`). */
type BoxColumn =
  | 'min'
  | 'pts'
  | 'fg'
  | 'fgPct'
  | 'ft'
  | 'ftPct'
  | 'oreb'
  | 'dreb'
  | 'reb'
  | 'ast'
  | 'stl'
  | 'blk'
  | 'tov'
  | 'pf'
  | 'pfd'
  | 'plusMinus';

function boxColumn(tc: CommonT, key: BoxColumn): Column {
  return { key, label: tc(`box.${key}`), title: tc(`box.${key}.long`) };
}

/**
 * The field goals beyond the arc and their percentage, named as the rules score them: 3P, or in
 * FIBA 3x3 the 2P of its 2-pointers.
 */
function arcColumns(tc: CommonT, t: OutputsT, rules: Pick<GameRules, 'shotValues'>) {
  if (shotValuesOf(rules)[1] === 3) {
    return {
      made: { key: 'arc', label: tc('box.3p'), title: tc('box.3p.long') },
      pct: { key: 'arcPct', label: tc('box.3pPct'), title: tc('box.3pPct.long') },
    };
  }
  return {
    made: { key: 'arc', label: tc('box.2p'), title: t('statsheet.col.arc2.long') },
    pct: {
      key: 'arcPct',
      label: t('statsheet.col.arc2Pct'),
      title: t('statsheet.col.arc2Pct.long'),
    },
  };
}

/** A player's line, column by column (lineCells and totalCells follow this order). */
function lineColumns(tc: CommonT, t: OutputsT, rules: Pick<GameRules, 'shotValues'>): Column[] {
  return [
    boxColumn(tc, 'min'),
    boxColumn(tc, 'pts'),
    boxColumn(tc, 'fg'),
    arcColumns(tc, t, rules).made,
    boxColumn(tc, 'ft'),
    boxColumn(tc, 'oreb'),
    boxColumn(tc, 'dreb'),
    boxColumn(tc, 'reb'),
    boxColumn(tc, 'ast'),
    boxColumn(tc, 'stl'),
    boxColumn(tc, 'blk'),
    boxColumn(tc, 'tov'),
    boxColumn(tc, 'pf'),
    boxColumn(tc, 'pfd'),
    { key: 'tf', label: t('statsheet.col.tf'), title: t('statsheet.col.tf.long') },
    boxColumn(tc, 'plusMinus'),
  ];
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

/** A player's cells; one who did not play gets "DNP" and `width - 1` empty cells. */
function lineCells(t: OutputsT, line: BoxLine | undefined, width: number): string[] {
  if (line === undefined) return [t('statsheet.didNotPlay'), ...Array<string>(width - 1).fill('')];
  const pm = line.plusMinus > 0 ? `+${line.plusMinus}` : String(line.plusMinus);
  return [
    minutes(line.playedMs),
    ...countingCells(line),
    String(line.personalFouls),
    String(line.foulsDrawn),
    String(line.technicalFouls),
    pm,
  ];
}

function totalCells(t: TeamTotals): string[] {
  return [
    '',
    ...countingCells(t),
    String(t.fouls),
    String(t.foulsDrawn),
    String(t.technicalFouls),
    '',
  ];
}

function pctCells(locale: string, t: TeamTotals): string[] {
  return [
    '',
    '',
    pct(locale, t.fieldGoalPct),
    pct(locale, t.threePct),
    pct(locale, t.freeThrowPct),
    ...Array<string>(11).fill(''),
  ];
}

function TeamBox({ game, state, side }: { game: LiveGame; state: SheetSummary; side: TeamSide }) {
  const t = useT('outputs');
  const tc = useT('common');
  const locale = useLocale();
  const team = game[side];
  const totals = state.totals[side];
  const columns = lineColumns(tc, t, game.rules);
  // Everyone on the roster who played or still could; a player removed since keeps their line.
  const players = team.players.filter((p) => p.active || state.players[p.id] !== undefined);
  players.sort(byJersey(locale));
  return (
    <section className={styles.box}>
      <h2>{team.name}</h2>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={t('statsheet.boxScore', { team: team.name })}
      >
        <table className={styles.table} data-testid={`box-${side}`}>
          <thead>
            <tr>
              <th scope="col" className={styles.num}>
                #
              </th>
              <th scope="col" className={styles.player}>
                {tc('term.player')}
              </th>
              {columns.map((c) => (
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
                    {line?.starter === true && (
                      <span className={styles.tag} title={t('statsheet.starter.long')}>
                        {' '}
                        {t('statsheet.starter')}
                      </span>
                    )}
                    {line?.fouledOut === true && (
                      <span className={styles.tag} title={t('statsheet.fouledOut.long')}>
                        {' '}
                        {t('statsheet.fouledOut')}
                      </span>
                    )}
                  </th>
                  {lineCells(t, line, columns.length).map((value, i) => (
                    <td key={columns[i]!.key}>{value}</td>
                  ))}
                </tr>
              );
            })}
            {(totals.teamRebounds > 0 || totals.teamTurnovers > 0) && (
              <tr>
                <td className={styles.num} />
                <th scope="row" className={styles.player}>
                  {tc('term.team')}
                </th>
                {columns.map((c) => (
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
                {tc('term.totals')}
              </th>
              {totalCells(totals).map((value, i) => (
                <td key={columns[i]!.key}>{value}</td>
              ))}
            </tr>
            <tr className={styles.pcts}>
              <td className={styles.num} />
              <th scope="row" className={styles.player}>
                {t('statsheet.percentages')}
              </th>
              {pctCells(locale, totals).map((value, i) => (
                <td key={columns[i]!.key}>{value}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** Free plans: one table, a row per team, no player lines. */
function TeamTotalsTable({ game, state }: { game: LiveGame; state: SheetSummary }) {
  const t = useT('outputs');
  const tc = useT('common');
  const locale = useLocale();
  const arc = arcColumns(tc, t, game.rules);
  const columns = [
    boxColumn(tc, 'pts'),
    boxColumn(tc, 'fg'),
    boxColumn(tc, 'fgPct'),
    arc.made,
    arc.pct,
    boxColumn(tc, 'ft'),
    boxColumn(tc, 'ftPct'),
    boxColumn(tc, 'reb'),
    boxColumn(tc, 'ast'),
    boxColumn(tc, 'stl'),
    boxColumn(tc, 'blk'),
    boxColumn(tc, 'tov'),
    boxColumn(tc, 'pf'),
  ];
  return (
    <section className={styles.box}>
      <h2>{t('statsheet.teamTotals')}</h2>
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={t('statsheet.teamTotals')}
      >
        <table className={styles.table} data-testid="team-totals">
          <thead>
            <tr>
              <th scope="col" className={styles.player}>
                {tc('term.team')}
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" title={c.title}>
                  {c.label}
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
                pct(locale, t.fieldGoalPct),
                `${t.threesMade}-${t.threesAttempted}`,
                pct(locale, t.threePct),
                `${t.freeThrowsMade}-${t.freeThrowsAttempted}`,
                pct(locale, t.freeThrowPct),
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
                    <td key={columns[i]!.key}>{value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('statsheet.noPlayerLines')}</p>
    </section>
  );
}

/** A row per team, a column per period (every regulation period, then those played) and a total. */
function PeriodTable(props: {
  game: LiveGame;
  state: SheetSummary;
  title: string;
  testId: string;
  perPeriod: readonly Score[];
  total: Score;
}) {
  const { game, state, title, testId, perPeriod, total } = props;
  const t = useT('outputs');
  const tc = useT('common');
  const count = Math.max(game.rules.periods, perPeriod.length, state.period);
  const periods = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={title}>
      <table className={`${styles.table} ${styles.periods}`} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className={styles.player}>
              {tc('term.team')}
            </th>
            {periods.map((p) => (
              <th key={p} scope="col">
                {periodShort(tc, p, game.rules)}
              </th>
            ))}
            <th scope="col" title={t('statsheet.total.long')}>
              {t('statsheet.total')}
            </th>
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

function PeriodScores({ game, state }: { game: LiveGame; state: SheetSummary }) {
  const t = useT('outputs');
  return (
    <section className={styles.box}>
      <h2>{t('statsheet.scoreByPeriod')}</h2>
      <PeriodTable
        game={game}
        state={state}
        title={t('statsheet.scoreByPeriod')}
        testId="period-scores"
        perPeriod={state.periodScores}
        total={state.score}
      />
    </section>
  );
}

function PeriodTeamFouls({ game, state }: { game: LiveGame; state: SheetSummary }) {
  const t = useT('outputs');
  const total = { home: 0, away: 0 };
  for (const f of state.periodTeamFouls) {
    total.home += f.home;
    total.away += f.away;
  }
  return (
    <section className={styles.box}>
      <h2>{t('statsheet.foulsByPeriod')}</h2>
      <PeriodTable
        game={game}
        state={state}
        title={t('statsheet.foulsByPeriod')}
        testId="period-fouls"
        perPeriod={state.periodTeamFouls}
        total={total}
      />
      <p className={styles.note}>
        {t('statsheet.foulWindow', { reset: game.rules.teamFoulsReset })}
      </p>
    </section>
  );
}

export function StatsheetPage({ gameId }: { gameId: string }) {
  const t = useT('outputs');
  const tc = useT('common');
  const feed = useSummaryFeed({
    view: 'sheet',
    gameId,
    access: 'public',
    kind: 'statsheet',
    deviceId: deviceId(),
  });
  const { game, summary: state } = feed;
  // Before the first paint: the loading message laid out as a full screen and then as a sheet
  // moved, a layout shift on every visit.
  useLayoutEffect(() => {
    document.documentElement.classList.add('sheet');
    return () => document.documentElement.classList.remove('sheet');
  }, []);
  const inGameLanguage = useGameLanguage(game);
  usePageTitle(
    game === null
      ? tc('term.statSheet')
      : t('statsheet.pageTitle', { home: game.home.name, away: game.away.name }),
  );

  if (feed.error !== null) return <FeedErrorPage error={feed.error} what="statsheet" />;
  if (game === null || state === null || !inGameLanguage) {
    return <LoadingPage label={t('statsheet.loading')} />;
  }
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
          <span className={styles.hidden}> {t('statsheet.to')} </span>
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
          {t('statsheet.noStats')}
        </p>
      ) : playerLines ? (
        sides.map((side) => <TeamBox key={side} game={game} state={state} side={side} />)
      ) : (
        <TeamTotalsTable game={game} state={state} />
      )}
      {!hasFeature(game.ownerTier, 'noPoweredByMark') && (
        <p className={styles.mark}>{tc('poweredBy')}</p>
      )}
      <ConnectionBadge connection={feed.connection} />
    </main>
  );
}
