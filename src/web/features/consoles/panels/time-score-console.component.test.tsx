// The time & score console's team panels and game controls over the real console store: a score
// by button and by key, a team foul, and the undo of this device's last action.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isTimekeepingOrScoreboard } from '../store/console-kinds.ts';
import { GameControls } from './game-controls.tsx';
import { TeamScorePanel } from './score-panel.tsx';
import { renderConsole } from '../testing/test-console.tsx';
import { testGame, testPlayer, testTeam } from '../testing/test-game.ts';

const game = testGame(
  testTeam('Hawks', 'HAW', [testPlayer('h4', '4', 'Ana', 'Ruiz')]),
  testTeam('Vipers', 'VIP', [testPlayer('a5', '5', 'Dora', 'Lima')]),
);

function showTimeScoreConsole() {
  return renderConsole(game, 'timescore', (cg) => (
    <>
      <TeamScorePanel console={cg} side="home" />
      <TeamScorePanel console={cg} side="away" />
      <GameControls console={cg} allowed={isTimekeepingOrScoreboard} />
    </>
  ));
}

const scoreOf = (side: 'home' | 'away') => screen.getByTestId(`team-score-${side}`).textContent;

// The first render of a console's panels is slow on a busy machine.
describe('the time & score console', { timeout: 20_000 }, () => {
  it('adds 2 to a team’s score from its button, and 3 from the other team’s key', async () => {
    const { posted } = showTimeScoreConsole();
    fireEvent.click(await screen.findByRole('button', { name: '+2 Hawks' }));
    await waitFor(() => expect(scoreOf('home')).toBe('2'));
    expect(posted).toMatchObject([{ type: 'score-adjust', team: 'home', points: 2 }]);

    fireEvent.keyDown(document.body, { key: '0' });
    await waitFor(() => expect(scoreOf('away')).toBe('3'));
    expect(posted[1]).toMatchObject({ type: 'score-adjust', team: 'away', points: 3 });
    expect(scoreOf('home')).toBe('2');
  });

  it('counts a team foul and takes it back', async () => {
    const { posted } = showTimeScoreConsole();
    const vipers = await screen.findByRole('region', { name: /Vipers/ });
    fireEvent.click(within(vipers).getByRole('button', { name: /^Foul/ }));
    await waitFor(() => expect(screen.getByTestId('team-fouls-away').textContent).toContain('1'));
    expect(posted[0]).toMatchObject({ type: 'foul', team: 'away', playerId: null });

    fireEvent.click(screen.getByRole('button', { name: 'Take back a team foul: Vipers' }));
    await waitFor(() => expect(screen.getByTestId('team-fouls-away').textContent).toContain('0'));
    expect(posted[1]).toMatchObject({ type: 'void', targetClientId: posted[0]!.clientId });
  });

  it('undoes this device’s last score, one tap each', async () => {
    const { posted } = showTimeScoreConsole();
    const undo = await screen.findByTestId('undo-last');
    expect(undo.textContent).toBe('Nothing to undo');
    fireEvent.click(screen.getByRole('button', { name: '+3 Vipers' }));
    await waitFor(() => expect(scoreOf('away')).toBe('3'));
    expect(undo.textContent).toContain('Undo');

    fireEvent.click(undo);
    await waitFor(() => expect(scoreOf('away')).toBe('0'));
    expect(posted[1]).toMatchObject({ type: 'void', targetClientId: posted[0]!.clientId });
    expect(screen.getByTestId('undo-last').textContent).toBe('Nothing to undo');
  });
});
