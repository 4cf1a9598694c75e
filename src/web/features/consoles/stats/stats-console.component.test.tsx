// The stats console over the real console store: a play typed by jersey number, a shooting foul
// through the foul sheet into its free throws, and an undo, each checked by what was posted to
// the server and by what the console shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatClock } from '../../../../domain/game/clock.ts';
import { teamSides } from '../../../../domain/game/events.ts';
import { jerseyPauseMs } from './jersey-entry.ts';
import { StatsConsole } from './stats-console.tsx';
import { gameStarted, renderConsole } from '../testing/test-console.tsx';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';

// Counted: the play-by-play formats one clock time per line it renders.
vi.mock('../../../../domain/game/clock.ts', async (original) => {
  const clock: { formatClock: typeof formatClock } = await original();
  return { ...clock, formatClock: vi.fn(clock.formatClock) };
});

const game = testGame(
  testTeam('Hawks', 'HAW', [
    testPlayer('h1', '1', 'Ana', 'Ruiz'),
    testPlayer('h12', '12', 'Bea', 'Soto'),
    testPlayer('h7', '7', 'Cris', 'Vela'),
  ]),
  testTeam('Vipers', 'VIP', [
    testPlayer('a7', '7', 'Dora', 'Lima'),
    testPlayer('a23', '23', 'Eva', 'Mora'),
  ]),
  // The stats make the score, so a made shot shows on the console's own box score.
  { scoreSource: 'stats' },
);

function showStatsConsole() {
  return renderConsole(game, 'statstwo', (cg) => <StatsConsole console={cg} sides={teamSides} />);
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
const selection = () => screen.getByTestId('selection');

/** A player's points, as their team's box score tab shows them. */
async function pointsOf(playerId: string, team: string) {
  fireEvent.click(screen.getByRole('tab', { name: `Box score ${team}` }));
  const row = await screen.findByTestId(`box-${playerId}`);
  return within(row).getByTestId('box-points').textContent;
}

// The first render of a console's panels is slow on a busy machine.
describe('the stats console', { timeout: 20_000 }, () => {
  it('records a made 2 for the player whose number was typed', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    press('2');
    press('3');
    expect(selection().textContent).toBe('#23 Eva Mora (VIP)');
    press('2');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: 'shot',
      team: 'away',
      playerId: 'a23',
      points: 2,
      made: true,
    });
    // The play is done: nobody stays selected, and the console offers the assist and its undo.
    expect(selection().textContent).not.toContain('Eva Mora');
    expect(screen.getByTestId('undo-last').textContent).toContain('Undo');
    // The running score of the play-by-play, and number 23's points in the box score.
    expect(await screen.findByText('0 : 2')).toBeTruthy();
    expect(await pointsOf('a23', 'VIP')).toBe('2');
  });

  it('waits after "1" for a possible "12", then takes number 1', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    press('1');
    expect(selection().textContent).toBe('#1…');
    await act(() => new Promise((resolve) => setTimeout(resolve, jerseyPauseMs + 50)));
    expect(selection().textContent).toBe('#1 Ana Ruiz (HAW)');
    press('w');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'shot', playerId: 'h1', points: 2, made: false });
  });

  it('asks which team a shared number is, and credits that team’s player', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    press('7');
    expect(selection().textContent).toContain('#7:');
    press('v');
    expect(selection().textContent).toBe('#7 Dora Lima (VIP)');
    press('3');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: 'shot', team: 'away', playerId: 'a7', points: 3 });
  });

  it('a shooting foul leads into two free throws for the fouled player, then back to plays', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    // Number 23 misses a two, and number 12 of the other team fouled the shot.
    press('2');
    press('3');
    press('w');
    await waitFor(() => expect(posted).toHaveLength(1));
    press('1');
    press('2');
    press('f');
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Shooting · 2 FT' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({
      type: 'foul',
      team: 'home',
      playerId: 'h12',
      shooting: true,
      drawnByPlayerId: 'a23',
    });

    expect(selection().textContent).toBe('Free throw 1 of 2: #23 Eva Mora (VIP)');
    fireEvent.click(screen.getByRole('button', { name: /^Made/ }));
    await waitFor(() => expect(selection().textContent).toContain('Free throw 2 of 2'));
    fireEvent.click(screen.getByRole('button', { name: /^Missed/ }));
    await waitFor(() => expect(posted).toHaveLength(4));
    expect(posted.slice(2)).toMatchObject([
      { type: 'free-throw', team: 'away', playerId: 'a23', made: true },
      { type: 'free-throw', team: 'away', playerId: 'a23', made: false },
    ]);
    // The run is over: the play buttons are back, waiting for a player.
    expect(selection().textContent).not.toContain('Free throw');
    expect(screen.getByRole('button', { name: /2PT made/ })).toHaveProperty('disabled', true);
    expect(await pointsOf('a23', 'VIP')).toBe('1');
  });

  it('undoes the last play after asking', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    fireEvent.click(screen.getByRole('button', { name: /#12 Bea Soto/ }));
    fireEvent.click(screen.getByRole('button', { name: /3PT made/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    fireEvent.click(screen.getByTestId('undo-last'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo play' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual(
      expect.objectContaining({ type: 'void', targetClientId: posted[0]!.clientId }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('undo-last').textContent).toBe('Nothing to undo'),
    );
    expect(await pointsOf('h12', 'HAW')).toBe('0');
  });

  it('renders only the new line of the play-by-play for a play late in the game', async () => {
    const { posted } = showStatsConsole();
    await screen.findByText('Tap a player or type a number');
    const made2For23 = async (plays: number) => {
      press('2');
      press('3');
      press('2');
      await waitFor(() => expect(posted).toHaveLength(plays));
      await screen.findByText(`0 : ${plays * 2}`);
    };
    for (let n = 1; n <= 12; n += 1) await made2For23(n);
    vi.mocked(formatClock).mockClear();
    await made2For23(13);
    // The new line, and again when the server accepts it; not the twelve lines before it.
    expect(vi.mocked(formatClock).mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('flags a play its device could not place within a second', async () => {
    const play = (clientId: string, atErrorMs: number) => ({
      seq: gameStarted.length + (clientId === 'sure' ? 1 : 2),
      event: {
        clientId,
        period: 1,
        clockMs: 590_000,
        type: 'rebound' as const,
        team: 'home' as const,
        playerId: clientId === 'sure' ? 'h1' : 'h7',
        offensive: false,
        at: 1_000,
        atErrorMs,
      },
      recordedAt: 1_000,
      deviceId: 'device-other-stats',
      userId: 'u',
    });
    renderConsole(game, 'statstwo', (cg) => <StatsConsole console={cg} sides={teamSides} />, [
      ...gameStarted,
      play('sure', 12),
      play('unsure', 60_000),
    ]);
    const flags = await screen.findAllByTestId('play-review');
    expect(flags).toHaveLength(1);
    expect(flags[0]!.closest('tr')!.textContent).toContain('Cris Vela');
    expect(flags[0]!.textContent).toBe('check time');
  });
});
