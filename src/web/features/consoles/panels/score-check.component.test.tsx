// The table keeps the official score (decision 0046), over the real console store: once the stats
// consoles have scored, the table's +2 still moves the score it shows, and a mismatch shows both
// scores beside the buttons and settles in one tap.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameEvent, LoggedEvent } from '../../../../domain/game/events.ts';
import { gameStarted, renderConsole } from '../testing/test-console.tsx';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';
import { ScoreCheck } from './score-check.tsx';
import { TeamScorePanel } from './score-panel.tsx';

const game = testGame(
  testTeam('Hawks', 'HAW', [testPlayer('h4', '4', 'Ana', 'Ruiz')]),
  testTeam('Vipers', 'VIP', [testPlayer('a5', '5', 'Dora', 'Lima')]),
  { status: 'live' },
);

/** The game so far with these events from a stats console. */
function withStats(...events: GameEvent[]): LoggedEvent[] {
  return [
    ...gameStarted,
    ...events.map((event, i) => ({
      seq: gameStarted.length + i + 1,
      event,
      recordedAt: gameStarted.length + i + 1,
      deviceId: 'device-stats',
      userId: 'u',
    })),
  ];
}

const shot = (clientId: string, team: 'home' | 'away', playerId: string, points: 2 | 3) =>
  ({
    clientId,
    period: 1,
    clockMs: 590_000,
    type: 'shot',
    team,
    playerId,
    points,
    made: true,
  }) as const;

function showTable(log: LoggedEvent[]) {
  return renderConsole(
    game,
    'timescore',
    (cg) => (
      <>
        <TeamScorePanel console={cg} side="home" />
        <TeamScorePanel console={cg} side="away" />
        <ScoreCheck console={cg} />
      </>
    ),
    log,
  );
}

const scoreOf = (side: 'home' | 'away') => screen.getByTestId(`team-score-${side}`).textContent;

describe('one official score at the table', { timeout: 20_000 }, () => {
  it("the table's +2 moves the shown score after the stats consoles scored", async () => {
    const { posted } = showTable(withStats(shot('s1', 'home', 'h4', 3)));
    await waitFor(() => expect(scoreOf('home')).toBe('3'));
    expect(screen.getAllByText(/The stats consoles keep the score/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '+2 Hawks' }));
    await waitFor(() => expect(scoreOf('home')).toBe('5'));
    expect(posted).toMatchObject([
      { type: 'score-source', source: 'console', matchStats: true },
      { type: 'score-adjust', team: 'home', points: 2 },
    ]);
    expect(screen.queryByText(/The stats consoles keep the score/)).toBeNull();
  });

  it('a mismatch shows both scores and who settles it; one tap takes the stats score', async () => {
    const log = withStats(shot('s1', 'home', 'h4', 3));
    log.push({
      seq: log.length + 1,
      event: {
        clientId: 't1',
        period: 1,
        clockMs: 580_000,
        type: 'score-source',
        source: 'console',
        matchStats: true,
      },
      recordedAt: log.length + 1,
      deviceId: 'device-under-test',
      userId: 'u',
    });
    const s2 = withStats(shot('s2', 'away', 'a5', 2)).at(-1)!;
    log.push({ ...s2, seq: log.length + 1, recordedAt: log.length + 1 });
    const { posted } = showTable(log);
    const check = await screen.findByTestId('score-check');
    expect(screen.getByTestId('score-check-official').textContent).toBe(
      'Official, this table: HAW 3 : 0 VIP',
    );
    expect(screen.getByTestId('score-check-other').textContent).toBe(
      'The stats consoles: HAW 3 : 2 VIP',
    );
    expect(check.textContent).toContain('If the table is right, the stats consoles add or undo');
    fireEvent.click(screen.getByRole('button', { name: 'Take the stats score HAW 3 : 2 VIP' }));
    await waitFor(() => expect(screen.queryByTestId('score-check')).toBeNull());
    expect(scoreOf('away')).toBe('2');
    expect(posted).toMatchObject([{ type: 'score-source', source: 'console', matchStats: true }]);
  });
});
