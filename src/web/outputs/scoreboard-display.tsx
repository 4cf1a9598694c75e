// The scoreboard itself (PRODUCT.md §4 `output/scoreboard`), as plain React and a CSS module so
// the public scoreboard page stays small; the operators' monitor (scoreboard-view) renders it too.
// It fills its parent, which must have a size: the layout follows the parent's shape (container
// queries), so one component serves a phone, a projector, a 4K TV and an OBS score bug.
import type { CSSProperties } from 'react';
import type { LiveGame } from '../../contract/live-games.ts';
import {
  clockRemaining,
  formatClock,
  formatShotClock,
  isClockExpired,
  periodLabel,
  shotClockRemaining,
} from '../../domain/game/clock.ts';
import type { TeamSide } from '../../domain/game/events.ts';
import type { ScoreboardSummary } from '../../domain/game/scoreboard-summary.ts';
import styles from './scoreboard-display.module.css';
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

function statusText(game: LiveGame, state: ScoreboardSummary): string {
  if (game.status === 'cancelled') return 'Cancelled';
  if (game.status === 'forfeit') return 'Forfeit';
  if (state.status === 'final') return 'Final';
  if (state.status === 'scheduled' || state.period === 0) return 'Pre-game';
  const label = periodLabel(state.period, game.rules);
  return state.periodEnded ? `End ${label}` : label;
}

export function ScoreboardDisplay({ game, state, now, overlay = false }: ScoreboardDisplayProps) {
  const gameMs = clockRemaining(state.clock, now);
  const clockText = formatClock(gameMs, game.rules);
  const shotText =
    state.shotClock === null
      ? null
      : formatShotClock(shotClockRemaining(state.shotClock, state.clock, now));
  const status = statusText(game, state);
  const poweredBy = showsPoweredBy(game);
  const arrow = state.possessionArrow;

  if (overlay) {
    return (
      <div className={styles.frame}>
        <div className={styles.bug} data-testid="scoreboard" data-overlay="true">
          {sides.map((side) => (
            <div key={side} className={styles.bugTeam} style={teamStyle(game, side)}>
              <span className={styles.bugName}>{game[side].shortName || game[side].name}</span>
              <span className={styles.bugScore} data-testid={`score-${side}`}>
                {state.score[side]}
              </span>
              <span
                className={styles.bugTimeouts}
                role="img"
                aria-label={`${game[side].name}: ${state.timeoutsLeft[side]} timeouts left`}
              >
                {Array.from({ length: Math.max(0, state.timeoutsLeft[side]) }, (_, i) => (
                  <i key={i} />
                ))}
              </span>
              {state.bonus[side === 'home' ? 'away' : 'home'] && (
                <span className={styles.bugBonus}>Bonus</span>
              )}
            </div>
          ))}
          <div className={styles.bugClock}>
            <span className={styles.bugPeriod}>{status}</span>
            <span role="timer" aria-label="Game clock" data-testid="game-clock">
              {clockText}
            </span>
            {shotText !== null && (
              <span
                className={styles.bugShot}
                role="timer"
                aria-label="Shot clock"
                data-testid="shot-clock"
              >
                {shotText}
              </span>
            )}
          </div>
          {poweredBy && <span className={styles.bugMark}>Tempo</span>}
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
          const other: TeamSide = side === 'home' ? 'away' : 'home';
          return (
            <section
              key={side}
              className={`${styles.team} ${side === 'home' ? styles.home : styles.away}`}
              style={teamStyle(game, side)}
              aria-label={`${side === 'home' ? 'Home' : 'Away'}: ${team.name}`}
            >
              <div className={styles.teamHead}>
                {look.logoUrl !== null && (
                  <img className={styles.logo} src={look.logoUrl} alt="" decoding="async" />
                )}
                <span className={styles.name}>{team.name}</span>
                <span className={styles.short} aria-hidden="true">
                  {team.shortName || team.name}
                </span>
              </div>
              <div className={styles.score} data-testid={`score-${side}`}>
                {state.score[side]}
              </div>
              <dl className={styles.teamStats}>
                <div>
                  <dt>Fouls</dt>
                  <dd
                    data-testid={`fouls-${side}`}
                    className={state.bonus[side] ? styles.foulLimit : undefined}
                  >
                    {state.teamFouls[side]}
                  </dd>
                </div>
                <div>
                  <dt>Timeouts</dt>
                  <dd data-testid={`timeouts-${side}`}>{state.timeoutsLeft[side]}</dd>
                </div>
                {/* The bonus shows beside the team that shoots the free throws. */}
                {state.bonus[other] && (
                  <div className={styles.bonus}>
                    <dt className={styles.hidden}>Free throws</dt>
                    <dd>Bonus</dd>
                  </div>
                )}
              </dl>
            </section>
          );
        })}
        <section className={styles.center} aria-label="Period and clocks">
          <div className={styles.period} data-testid="period">
            {status}
          </div>
          <div
            role="timer"
            aria-label="Game clock"
            className={`${styles.clock} ${state.clock.running ? styles.running : ''}`}
            data-testid="game-clock"
          >
            {clockText}
          </div>
          {shotText !== null && (
            <div
              className={styles.shot}
              aria-label="Shot clock"
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
              arrow === null ? 'No possession arrow' : `Possession arrow: ${game[arrow].name}`
            }
            role="img"
          >
            <span className={arrow === 'home' ? styles.arrowOn : undefined}>◀</span>
            <span className={arrow === 'away' ? styles.arrowOn : undefined}>▶</span>
          </div>
        </section>
        {poweredBy && <p className={styles.mark}>powered by Tempo</p>}
      </div>
    </div>
  );
}
