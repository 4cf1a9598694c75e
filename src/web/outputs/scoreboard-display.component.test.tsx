// The board speaks the page's language: the federation's words (FALTAS, 2C, PÉNALITÉ), the
// fouled-out line with its plural, and the accessible names of its parts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveGame } from '../../contract/live-games.ts';
import type { ScoreboardSummary } from '../../domain/game/scoreboard-summary.ts';
import { rulePresets } from '../../domain/season/rule-presets.ts';
import { setLocale } from '../lib/i18n/i18n-store.ts';
import { ScoreboardDisplay } from './scoreboard-display.tsx';
import { testInLanguages } from '../lib/i18n/languages-in-tests.ts';

const player = (id: string, jersey: string, firstName: string, lastName: string) => ({
  id,
  jersey,
  firstName,
  lastName,
  position: null,
  active: true,
});

function team(name: string, players: LiveGame['home']['players']): LiveGame['home'] {
  return {
    id: name,
    name,
    shortName: name.slice(0, 3).toUpperCase(),
    primaryColor: '#1d4ed8',
    secondaryColor: '#ffffff',
    logoUrl: null,
    coach: '',
    players,
  };
}

const game: LiveGame = {
  id: 'g',
  tournamentId: 't',
  tournamentName: 'Liga',
  seasonId: 's',
  seasonName: 'Invierno',
  scheduledAt: null,
  timezone: 'Europe/Madrid',
  venue: '',
  court: '',
  round: '',
  status: 'live',
  scoreSource: 'console',
  language: 'es',
  rules: rulePresets.fiba,
  home: team('Halcones', [player('p1', '7', 'Ana', 'Núñez'), player('p2', '9', 'Bea', 'Ruiz')]),
  away: team('Víboras', []),
  ownerTier: 'free',
};

const state: ScoreboardSummary = {
  status: 'live',
  period: 2,
  periodEnded: true,
  clock: { running: false, remainingMs: 0, serverMs: null },
  shotClock: null,
  scoreSource: 'console',
  score: { home: 40, away: 38 },
  teamFouls: { home: 2, away: 5 },
  bonus: { home: false, away: true },
  timeoutsLeft: { home: 1, away: 2 },
  possessionArrow: 'away',
  fouledOut: { home: ['p1', 'p2'], away: [] },
  scoreMismatch: false,
  lastSeq: 10,
};

testInLanguages(['es', 'fr', 'en'], 'common', 'outputs');

describe('the scoreboard in the page’s language', () => {
  it('reads in Spain’s Spanish', async () => {
    await setLocale('es');
    render(<ScoreboardDisplay game={game} state={state} now={0} />);
    expect(screen.getByTestId('period').textContent).toBe('Fin 2C');
    expect(screen.getAllByText('Faltas')).toHaveLength(2);
    expect(screen.getAllByText('Tiempos muertos')).toHaveLength(2);
    expect(screen.getByTestId('bonus-home').textContent).toBe('Bonus');
    expect(screen.getByTestId('fouled-out-home').textContent).toBe(
      '#7 A. Núñez, #9 B. Ruiz, eliminados por faltas',
    );
    expect(screen.getByRole('region', { name: 'Local: Halcones' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Flecha de posesión alterna: Víboras' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Reloj de partido' })).toBeTruthy();
    expect(screen.getByText('con la tecnología de Tempo')).toBeTruthy();
  });

  it('reads in French, the overlay included', async () => {
    await setLocale('fr');
    render(<ScoreboardDisplay game={game} state={state} now={0} overlay />);
    expect(screen.getByText('Fin QT2')).toBeTruthy();
    expect(screen.getByTestId('bonus-home').textContent).toBe('Pénalité');
    expect(screen.getByRole('img', { name: 'Halcones : 1 temps mort restant' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Víboras : 2 temps morts restants' })).toBeTruthy();
  });
});

describe('the game clock on the board', () => {
  const anchor = 1_000_000;
  const running = (remainingMs: number): ScoreboardSummary => ({
    ...state,
    periodEnded: false,
    clock: { running: true, remainingMs, serverMs: anchor },
  });
  const stopped = (remainingMs: number): ScoreboardSummary => ({
    ...state,
    periodEnded: false,
    clock: { running: false, remainingMs, serverMs: null },
  });
  const clock = () => screen.getByTestId('game-clock').textContent;

  it('does not tick up when a stop lands after the board counted past it', async () => {
    await setLocale('en');
    const view = render(<ScoreboardDisplay game={game} state={running(323_000)} now={anchor} />);
    view.rerender(<ScoreboardDisplay game={game} state={running(323_000)} now={anchor + 1_100} />);
    expect(clock()).toBe('5:22');
    // The timekeeper tapped Stop at 5:22.2 on the table (the board read 5:21.9 when it arrived).
    view.rerender(<ScoreboardDisplay game={game} state={stopped(322_200)} now={anchor + 1_200} />);
    expect(clock()).toBe('5:22');
    expect(screen.queryByTestId('clock-corrected')).toBeNull();
  });

  it('moves up to the agreed clock once, saying so, when late clock events arrive', async () => {
    await setLocale('es');
    const view = render(<ScoreboardDisplay game={game} state={running(500_000)} now={anchor} />);
    expect(clock()).toBe('8:20');
    // A table's queued stop and start: the clock was stopped for 6 s of what the board ran.
    view.rerender(<ScoreboardDisplay game={game} state={running(506_000)} now={anchor + 1_000} />);
    expect(clock()).toBe('8:25');
    expect(screen.getByRole('status').textContent).toBe('Reloj corregido');
  });
});
