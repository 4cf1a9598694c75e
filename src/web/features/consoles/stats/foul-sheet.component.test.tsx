// The foul sheet: it preselects the shooter of the other team's last attempt, says how many free
// throws each kind of foul gives, and records the kind tapped (or the likely one on Enter).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoggedEvent } from '../../../../domain/game/events.ts';
import { FoulSheet, type RecordedFoul } from './foul-sheet.tsx';
import { gameStarted, renderConsole } from '../testing/test-console.tsx';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';

const fouler = testPlayer('h4', '4', 'Ana', 'Ruiz');
const game = testGame(
  testTeam('Hawks', 'HAW', [fouler]),
  testTeam('Vipers', 'VIP', [
    testPlayer('a5', '5', 'Dora', 'Lima'),
    testPlayer('a9', '9', 'Eva', 'Mora'),
  ]),
);

/** The Vipers' number 9 just missed a three. */
const missedThree: LoggedEvent = {
  seq: 2,
  event: {
    clientId: 'shot-000002',
    period: 1,
    clockMs: 500_000,
    type: 'shot',
    team: 'away',
    playerId: 'a9',
    points: 3,
    made: false,
  },
  recordedAt: 0,
  deviceId: 'device-stats',
  userId: 'u',
};

function showSheet() {
  const onRecord = vi.fn<(foul: RecordedFoul) => void>();
  renderConsole(
    game,
    'statstwo',
    (cg) => (
      <FoulSheet
        game={cg.game}
        state={cg.state}
        log={cg.snapshot.log}
        side="home"
        fouler={fouler}
        onRecord={onRecord}
        onClose={() => {}}
      />
    ),
    [...gameStarted, missedThree],
  );
  return onRecord;
}

describe('the foul sheet', { timeout: 20_000 }, () => {
  it('a shooting foul on the missed three gives its shooter three free throws', async () => {
    const onRecord = showSheet();
    const sheet = await screen.findByRole('dialog', { name: 'Foul: #4 Ana Ruiz' });
    const fouled = within(sheet).getByRole('group', { name: /Fouled player/ });
    expect(
      within(fouled).getByRole('button', { name: '#9 Eva Mora' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(sheet).getByRole('button', { name: 'Personal' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Shooting · 3 FT' }));
    expect(onRecord).toHaveBeenCalledWith({
      offender: 'player',
      kind: 'personal',
      shooting: true,
      drawnByPlayerId: 'a9',
      freeThrows: 3,
      worth: 1,
      shooterId: 'a9',
    });
  });

  it('Enter records the likely kind for the player picked instead', async () => {
    const onRecord = showSheet();
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: '#5 Dora Lima' }));
    fireEvent.keyDown(within(sheet).getByRole('button', { name: /^Shooting/ }), { key: 'Enter' });
    // Not the shooter of the last attempt: a shooting foul on someone else's shot is two.
    expect(onRecord).toHaveBeenCalledWith(
      expect.objectContaining({ shooting: true, drawnByPlayerId: 'a5', freeThrows: 2 }),
    );
  });
});
