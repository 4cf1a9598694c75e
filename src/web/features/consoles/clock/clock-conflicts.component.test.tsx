// The Clock check over the real console store, from both sides of a conflict: the devices named
// as the crew named them and "this device" for the console's own, the buttons worded from there,
// what the clock will read after each choice, and what each choice logs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventPayload, LoggedEvent } from '../../../../domain/game/events.ts';
import { renderConsole, testDeviceId } from '../testing/test-console.tsx';
import { hawksAndVipers } from '../testing/test-game.ts';
import { ClockConflicts } from './clock-conflicts.tsx';
import { DeviceNamesContext } from './clock-owner-note.tsx';

const game = hawksAndVipers();

/** A log event of `deviceId` made at server instant `at` (the stopped test clock is at 1,000,000). */
function logged(seq: number, deviceId: string, at: number, payload: EventPayload): LoggedEvent {
  return {
    seq,
    event: {
      clientId: `e${seq}`,
      period: 1,
      clockMs: 600_000,
      at,
      ...payload,
    },
    recordedAt: at,
    deviceId,
    userId: 'u',
  };
}

/**
 * `owner` starts the clock at 10:00 and stops it at 9:10; `other`, offline, had stopped it at 9:30
 * in between, which the clock did not follow.
 */
function conflictLog(owner: string, other: string): LoggedEvent[] {
  return [
    logged(1, owner, 900_000, { type: 'game-start' }),
    logged(2, owner, 900_000, { type: 'clock-start', remainingMs: 600_000, serverMs: 900_000 }),
    logged(3, owner, 950_000, { type: 'clock-stop', remainingMs: 550_000, serverMs: 950_000 }),
    logged(4, other, 930_000, { type: 'clock-stop', remainingMs: 570_000, serverMs: 930_000 }),
  ];
}

function showCheck(log: LoggedEvent[], names: Record<string, string>) {
  return renderConsole(
    game,
    'timescore',
    (cg) => (
      <DeviceNamesContext.Provider value={names}>
        <ClockConflicts console={cg} />
      </DeviceNamesContext.Provider>
    ),
    log,
  );
}

describe('the Clock check', () => {
  it('on the device running the clock: names the other, and uses its clock', async () => {
    const { posted } = showCheck(conflictLog(testDeviceId, 'device-phone'), {
      'device-phone': "Ana's phone",
    });
    expect(
      await screen.findByText("Ana's phone changed the clock while this device ran it:"),
    ).toBeTruthy();
    expect(screen.getByTestId('clock-check-use-result').textContent).toContain(' 9:30 ');
    expect(screen.getByTestId('clock-check-keep-result').textContent).toContain(' 9:10 ');
    expect(screen.getByRole('button', { name: "Keep this device's clock" })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Use the clock on Ana's phone" }));
    await waitFor(() => expect(posted.length).toBeGreaterThan(0));
    expect(posted.map((e) => e.type)).toEqual(
      expect.arrayContaining(['clock-takeover', 'void', 'clock-set']),
    );
    expect(posted.find((e) => e.type === 'void')).toMatchObject({ targetClientId: 'e4' });
    expect(posted.find((e) => e.type === 'clock-set')).toMatchObject({ remainingMs: 570_000 });
    await waitFor(() => expect(screen.queryByTestId('clock-conflicts')).toBeNull());
  });

  it('on the device whose changes were set aside: speaks of this device, keeps the table', async () => {
    const { posted } = showCheck(conflictLog('device-table', testDeviceId), {
      'device-table': 'Table laptop',
    });
    expect(
      await screen.findByText(
        'This device changed the clock while Table laptop ran it. Its changes were set aside:',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "Use this device's clock" })).toBeTruthy();
    expect(screen.getByTestId('clock-check-use-result').textContent).toContain(' 9:30 ');
    expect(screen.getByTestId('clock-check-keep-result').textContent).toContain(' 9:10 ');

    fireEvent.click(screen.getByRole('button', { name: 'Keep the clock on Table laptop' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'void', targetClientId: 'e4' });
  });
});
