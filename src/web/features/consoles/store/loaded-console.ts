// What a console is once its game is there, as the frame and the panels see it. Its own module so
// that the frame, which renders the clock's notes, and the clock parts, which read the console,
// do not import each other.
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import type { ConsoleGame } from './use-console-game.ts';

/** A console whose game has loaded (from the server or from this device's cache): the frame's. */
export type FrameConsole = ConsoleGame & { game: LiveGame; state: GameState };

/**
 * What a console's panels read of it: the game, its state and log, the clock and the recorder.
 * Nothing of the connection or of the sending, so a new connection state, waiting count or
 * server-clock measurement re-renders the frame, not the panels' hundred buttons (decision 0030);
 * who is connected, which changes as screens come and go, only the device names read
 * (`useDeviceName`).
 */
export type LoadedConsole = Pick<
  ConsoleGame,
  'gameId' | 'kind' | 'deviceId' | 'clock' | 'record'
> & {
  game: LiveGame;
  state: GameState;
  snapshot: Pick<ConsoleGame['snapshot'], 'setup' | 'log' | 'pending'>;
};
