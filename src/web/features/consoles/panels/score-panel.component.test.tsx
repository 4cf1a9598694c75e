// A team's side of the time & score console, drawn with Mantine's Button, Text and Kbd: what the
// scorer reads and what each tap records.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../../../domain/game/events.ts';
import { initialState } from '../../../../domain/game/reducer.ts';
import type { GameSetup } from '../../../../domain/game/state.ts';
import { renderPage } from '../../../testing/render.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import type { EventBuilder } from '../store/console-store.ts';
import { TeamScorePanel } from './score-panel.tsx';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';

const game = testGame(
  testTeam('Águilas', 'AGU', [testPlayer('h1', '4', 'Ana', 'Ruiz')]),
  testTeam('Halcones', 'HAL', [testPlayer('a1', '7', 'Eva', 'Gil')]),
);
const setup: GameSetup = {
  rules: game.rules,
  rosters: { home: ['h1'], away: ['a1'] },
  scoreSource: 'console',
};

function scoringConsole() {
  const recorded: GameEvent[] = [];
  const state = { ...initialState(setup), status: 'live' as const, period: 1 };
  const record = vi.fn((build: EventBuilder) => {
    const events = build({ game, setup, state, log: [] });
    if (typeof events === 'string') return Promise.resolve({ ok: false as const, reason: events });
    recorded.push(...events);
    return Promise.resolve({ ok: true as const, events });
  });
  const console: LoadedConsole = {
    gameId: game.id,
    kind: 'timescore',
    deviceId: 'device-1',
    clock: { now: () => 1_800_000_000_000 } as LoadedConsole['clock'],
    record,
    game,
    state,
    snapshot: { setup, log: [], pending: [] },
  };
  return { console, recorded };
}

describe("a team's score panel", () => {
  it("shows the team, its score and its counts, and each button's key", () => {
    const { console } = scoringConsole();
    renderPage(<TeamScorePanel console={console} side="home" />, {});
    const panel = screen.getByRole('region', { name: /Águilas/ });
    expect(within(panel).getByText('Águilas').title).toBe('Águilas');
    expect(within(panel).getByLabelText('Águilas score').textContent).toBe('0');
    expect(within(panel).getByTestId('team-fouls-home').textContent).toBe('0');
    expect(within(panel).getByTestId('timeouts-home').textContent).toBe(
      String(console.state.timeoutsLeft.home),
    );
    const plusTwo = within(panel).getByRole('button', { name: '+2 Águilas' });
    expect(plusTwo.querySelector('kbd')?.textContent).toBe('2');
  });

  it('records what the scorer taps, and takes back only what there is', () => {
    const { console, recorded } = scoringConsole();
    renderPage(<TeamScorePanel console={console} side="home" />, {});
    fireEvent.click(screen.getByRole('button', { name: '+3 Águilas' }));
    fireEvent.click(screen.getByRole('button', { name: /^Foul/ }));
    expect(recorded).toMatchObject([
      { type: 'score-adjust', team: 'home', points: 3 },
      { type: 'foul', team: 'home', offender: 'player', playerId: null },
    ]);
    // No team foul in the log yet: nothing to take back.
    const takeBack = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Take back a team foul: Águilas',
    });
    expect(takeBack.disabled).toBe(true);
  });
});
