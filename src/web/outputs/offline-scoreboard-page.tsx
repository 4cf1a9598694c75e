// output/scoreboardoffline (members): the scoreboard that keeps going without a network. It saves
// every state it sees; opened offline (the service worker serves the page) it shows the saved one
// with an "offline" badge, the clock still running on the last measured server offset, and it
// catches up as soon as the stream is back.
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/i18n-store.ts';
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
import { useGameLanguage } from './use-game-language.ts';
import { useHorn } from './use-horn.ts';

export function OfflineScoreboardPage({ gameId }: { gameId: string }) {
  const t = useT('outputs');
  const feed = useGameFeed({
    gameId,
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
  const inGameLanguage = useGameLanguage(game);

  // Signed out or no access is final; with a saved copy, a network error is not.
  if (feed.error !== null) return <FeedErrorPage error={feed.error} />;
  if (game === null || state === null) {
    if (feed.connection === 'offline') {
      return (
        <MessagePage title={t('output.offline.noCopy.title')}>
          <p>{t('output.offline.noCopy.body')}</p>
        </MessagePage>
      );
    }
    return <LoadingPage />;
  }
  if (!inGameLanguage) return <LoadingPage />;
  return (
    <Screen title={t('output.offline.pageTitle', { home: game.home.name, away: game.away.name })}>
      <ScoreboardDisplay game={game} state={state} now={now} />
      <ConnectionBadge connection={feed.connection} offlineText={t('output.offlineSaved')} />
      <SoundButton />
    </Screen>
  );
}
