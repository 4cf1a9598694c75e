// output/scoreboardoffline (members): the scoreboard that keeps going without a network. It saves
// every state it sees; opened offline (the service worker serves the page) it shows the saved one
// with an "offline" badge, the clock still running on the last measured server offset, and it
// catches up as soon as the stream is back.
import { useEffect, useState } from 'react';
import { deviceId } from '../lib/live/device-id.ts';
import { useGameFeed } from '../lib/live/game-feed.ts';
import { useFrameNow, useServerClock } from '../lib/live/server-clock.ts';
import { loadSavedGame, saveGame } from './offline-store.ts';
import {
  ConnectionBadge,
  FeedErrorPage,
  LoadingPage,
  MessagePage,
  Screen,
  SoundButton,
} from './output-ui.tsx';
import { clocksMoving, ScoreboardDisplay } from './scoreboard-display.tsx';
import { useHorn } from './use-horn.ts';

export function OfflineScoreboardPage({ gameId }: { gameId: string }) {
  const feed = useGameFeed({
    gameId,
    access: 'member',
    kind: 'scoreboardoffline',
    deviceId: deviceId(),
  });
  const [saved] = useState(() => loadSavedGame(gameId));
  const serverClock = useServerClock();

  useEffect(() => {
    if (feed.game !== null && feed.state !== null) saveGame(feed.game, feed.state);
  }, [feed.game, feed.state]);

  const game = feed.game ?? saved?.game ?? null;
  const state = feed.state ?? saved?.state ?? null;
  const now = useFrameNow(serverClock, clocksMoving(state, serverClock.now()));
  useHorn(state?.clock ?? null, serverClock);

  // Signed out or no access is final; with a saved copy, a network error is not.
  if (feed.error !== null) return <FeedErrorPage error={feed.error} />;
  if (game === null || state === null) {
    if (feed.connection === 'offline') {
      return (
        <MessagePage title="No saved copy of this game">
          <p>Open this scoreboard once while online; after that it also opens without a network.</p>
        </MessagePage>
      );
    }
    return <LoadingPage />;
  }
  return (
    <Screen title={`Offline scoreboard: ${game.home.name} vs ${game.away.name}`}>
      <ScoreboardDisplay game={game} state={state} now={now} />
      <ConnectionBadge connection={feed.connection} offlineText="Offline: last known score" />
      <SoundButton />
    </Screen>
  );
}
