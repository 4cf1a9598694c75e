// The scoreboard itself (docs/product/live-games.md#outputs), as plain React and a CSS module so
// the public scoreboard page stays small; the operators' monitor (scoreboard-view) renders it too.
// It fills its parent, which must have a size: the layout follows the parent's shape (container
// queries), so one component serves a phone, a projector, a 4K TV and an OBS score bug. Its words
// are the page's language: the game's on an output, the member's on the monitor.
import type { CSSProperties } from 'react';
import type { LiveGame, LivePlayer } from '../../contract/live-games.ts';
import {
  clockRemaining,
  formatClock,
  formatShotClock,
  isClockExpired,
  isUntimedPeriod,
  shotClockRemaining,
} from '../../domain/game/clock.ts';
import type { TeamSide } from '../../domain/game/events.ts';
import type { ScoreboardSummary } from '../../domain/game/scoreboard-summary.ts';
import type { GameRules } from '../../domain/season/rules.ts';
import { periodShort } from '../../i18n/basketball-words.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { FittedName } from './fitted-name.tsx';
import styles from './scoreboard-display.module.css';
import { useShownClock } from './shown-clock.ts';
import { showsPoweredBy, teamLook } from './team-colors.ts';

export interface ScoreboardDisplayProps {
  game: LiveGame;
  /** The server's scoreboard summary, or a whole GameState (it has every field the board shows). */
  state: ScoreboardSummary;
  /** Server time (epoch ms) to show the clocks at: a ServerClock's now(), per frame while running. */
  now: number;
  /** A compact score bug on a transparent background, for OBS/vMix browser sources. */
  overlay?: boolean;
}

const sides: readonly TeamSide[] = ['home', 'away'];

/** The brand on the score bug, a name in every language. */
const brand = 'Tempo';

type CommonT = Translate<MessageKey<'common'>>;
type OutputsT = Translate<MessageKey<'outputs'>>;

/** The game clock's readout: its time, or in an untimed overtime what wins it ("First to 2"). */
export function gameClockReadout(
  t: OutputsT,
  ms: number,
  period: number,
  rules: Pick<GameRules, 'showTenthsLastMinute' | 'periods' | 'overtimePointsToWin'>,
): string {
  return isUntimedPeriod(rules, period)
    ? t('scoreboard.firstTo', { points: rules.overtimePointsToWin ?? 0 })
    : formatClock(ms, rules);
}

/** Whether a clock on the board is moving, so the page must repaint every frame. */
export function clocksMoving(state: ScoreboardSummary | null, serverNow: number): boolean {
  if (state === null) return false;
  const shot = state.shotClock;
  return (
    (state.clock.running && !isClockExpired(state.clock, serverNow)) ||
    (shot !== null && shot.running && shotClockRemaining(shot, state.clock, serverNow) > 0)
  );
}

function teamStyle(game: LiveGame, side: TeamSide): CSSProperties {
  const look = teamLook(game, side);
  return { '--team': look.background, '--team-ink': look.ink } as CSSProperties;
}

/** "#23 J. Smith" */
function playerLabel(p: LivePlayer): string {
  const initial = p.firstName.trim().charAt(0);
  return `#${p.jersey} ${initial === '' ? '' : `${initial}. `}${p.lastName}`.trim();
}

/** "#23 J. Smith fouled out", or "" while nobody of `side` has (fouled out or disqualified). */
function fouledOutText(
  tc: CommonT,
  game: LiveGame,
  state: ScoreboardSummary,
  side: TeamSide,
): string {
  const byId = new Map(game[side].players.map((p) => [p.id, p]));
  const names = state.fouledOut[side].flatMap((id) => {
    const player = byId.get(id);
    return player === undefined ? [] : [playerLabel(player)];
  });
  return names.length === 0
    ? ''
    : tc('foul.fouledOut', { names: names.join(', '), count: names.length });
}

function statusText(tc: CommonT, game: LiveGame, state: ScoreboardSummary): string {
  if (game.status === 'cancelled') return tc('status.cancelled');
  if (game.status === 'forfeit') return tc('status.forfeit');
  if (state.status === 'final') return tc('status.final');
  if (state.status === 'scheduled' || state.period === 0) return tc('status.pregame');
  const label = periodShort(tc, state.period, game.rules);
  return state.periodEnded ? tc('period.end', { period: label }) : label;
}

/**
 * "Bonus" beside a team shooting free throws on every foul. Always laid out (hidden while off) so
 * the board does not move when it lights up.
 */
function BonusMark(props: { on: boolean; side: TeamSide; className: string | undefined }) {
  const { on, side, className } = props;
  const tc = useT('common');
  return (
    <span
      className={className}
      data-on={on}
      data-testid={on ? `bonus-${side}` : undefined}
      aria-hidden={!on}
    >
      {tc('term.bonus')}
    </span>
  );
}

/** "Clock corrected", for the two seconds after late clock events moved the shown clock up. */
function CorrectedCue({ on, className }: { on: boolean; className: string | undefined }) {
  const t = useT('outputs');
  if (!on) return null;
  return (
    <span className={className} role="status" data-testid="clock-corrected">
      {t('scoreboard.clockCorrected')}
    </span>
  );
}

export function ScoreboardDisplay({ game, state, now, overlay = false }: ScoreboardDisplayProps) {
  const t = useT('outputs');
  const tc = useT('common');
  const shown = useShownClock(clockRemaining(state.clock, now), state.clock.running);
  const clockText = gameClockReadout(t, shown.ms, state.period, game.rules);
  // An untimed overtime's clock reads "First to 2", in smaller type than the time it replaces.
  const untimed = isUntimedPeriod(game.rules, state.period) ? styles.untimed : '';
  const shotText =
    state.shotClock === null
      ? null
      : formatShotClock(shotClockRemaining(state.shotClock, state.clock, now));
  const status = statusText(tc, game, state);
  const poweredBy = showsPoweredBy(game);
  const arrow = state.possessionArrow;

  // The bonus convention, on the board and the bug alike: "Bonus" lights up beside the team that
  // shoots free throws, i.e. beside `side` when its opponent is in the team-foul penalty
  // (state.bonus[opponent]). On the board the fouls count of the team in the penalty turns red.
  const inBonus = (side: TeamSide) => state.bonus[side === 'home' ? 'away' : 'home'];

  if (overlay) {
    const out = sides
      .map((side) => ({ side, text: fouledOutText(tc, game, state, side) }))
      .filter((o) => o.text !== '');
    return (
      <div className={styles.frame}>
        <div className={styles.bug} data-testid="scoreboard" data-overlay="true">
          <div className={styles.bugRow}>
            {sides.map((side) => (
              <div key={side} className={styles.bugTeam} style={teamStyle(game, side)}>
                <span className={styles.bugName}>{game[side].shortName || game[side].name}</span>
                <span className={styles.bugScore} data-testid={`score-${side}`}>
                  {state.score[side]}
                </span>
                <span className={styles.bugMeta}>
                  <span
                    className={styles.bugTimeouts}
                    role="img"
                    aria-label={t('scoreboard.timeoutsLeft', {
                      team: game[side].name,
                      count: state.timeoutsLeft[side],
                    })}
                  >
                    {Array.from({ length: Math.max(0, state.timeoutsLeft[side]) }, (_, i) => (
                      <i key={i} />
                    ))}
                  </span>
                  <span className={styles.bugFouls}>
                    {tc('term.fouls')} <b data-testid={`fouls-${side}`}>{state.teamFouls[side]}</b>
                  </span>
                  <BonusMark on={inBonus(side)} side={side} className={styles.bugBonus} />
                </span>
              </div>
            ))}
            <div className={styles.bugClock}>
              <span className={styles.bugPeriod}>{status}</span>
              <span
                className={`${styles.clockText} ${untimed}`}
                role="timer"
                aria-label={tc('term.gameClock')}
                data-testid="game-clock"
              >
                <span>{clockText}</span>
              </span>
              <CorrectedCue on={shown.cue} className={styles.bugCue} />
              {shotText !== null && (
                <span
                  className={styles.bugShot}
                  role="timer"
                  aria-label={tc('term.shotClock')}
                  data-testid="shot-clock"
                >
                  {shotText}
                </span>
              )}
            </div>
            {poweredBy && <span className={styles.bugMark}>{brand}</span>}
          </div>
          {out.map(({ side, text }) => (
            <p key={side} className={styles.bugOut} data-testid={`fouled-out-${side}`}>
              <b>{game[side].shortName || game[side].name}</b> {text}
            </p>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <div className={styles.board} data-testid="scoreboard" data-overlay="false">
        {sides.map((side) => {
          const team = game[side];
          const look = teamLook(game, side);
          return (
            <section
              key={side}
              className={`${styles.team} ${side === 'home' ? styles.home : styles.away}`}
              style={teamStyle(game, side)}
              aria-label={t(side === 'home' ? 'scoreboard.team.home' : 'scoreboard.team.away', {
                team: team.name,
              })}
            >
              <div className={styles.teamHead}>
                {look.logoUrl !== null && (
                  <img className={styles.logo} src={look.logoUrl} alt="" decoding="async" />
                )}
                <FittedName name={team.name} shortName={team.shortName} testId={`name-${side}`} />
              </div>
              <div className={styles.score} data-testid={`score-${side}`}>
                {state.score[side]}
              </div>
              <div className={styles.teamFoot}>
                <dl className={styles.teamStats}>
                  <div>
                    <dt>{tc('term.fouls')}</dt>
                    <dd
                      data-testid={`fouls-${side}`}
                      className={state.bonus[side] ? styles.foulLimit : undefined}
                    >
                      {state.teamFouls[side]}
                    </dd>
                  </div>
                  <div>
                    <dt>{tc('term.timeouts')}</dt>
                    <dd data-testid={`timeouts-${side}`}>{state.timeoutsLeft[side]}</dd>
                  </div>
                  <div aria-hidden={!inBonus(side)}>
                    <dt className={styles.hidden}>{tc('term.freeThrows')}</dt>
                    <dd>
                      <BonusMark on={inBonus(side)} side={side} className={styles.bonus} />
                    </dd>
                  </div>
                </dl>
                <p className={styles.out} data-testid={`fouled-out-${side}`}>
                  {fouledOutText(tc, game, state, side)}
                </p>
              </div>
            </section>
          );
        })}
        <section className={styles.center} aria-label={t('scoreboard.center')}>
          <div className={styles.period} data-testid="period">
            {status}
          </div>
          <div
            role="timer"
            aria-label={tc('term.gameClock')}
            className={`${styles.clock} ${styles.clockText} ${untimed} ${state.clock.running ? styles.running : ''}`}
            data-testid="game-clock"
          >
            <span>{clockText}</span>
          </div>
          <CorrectedCue on={shown.cue} className={styles.cue} />
          {shotText !== null && (
            <div
              className={styles.shot}
              aria-label={tc('term.shotClock')}
              role="timer"
              data-testid="shot-clock"
            >
              {shotText}
            </div>
          )}
          <div
            className={styles.arrow}
            data-testid="possession"
            aria-label={
              arrow === null
                ? t('scoreboard.noArrow')
                : t('scoreboard.arrow', { team: game[arrow].name })
            }
            role="img"
          >
            <span className={arrow === 'home' ? styles.arrowOn : undefined}>◀</span>
            <span className={arrow === 'away' ? styles.arrowOn : undefined}>▶</span>
          </div>
        </section>
        {poweredBy && <p className={styles.mark}>{tc('poweredBy')}</p>}
      </div>
    </div>
  );
}
