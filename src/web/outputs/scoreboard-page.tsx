// output/scoreboard (public): the full-screen scoreboard, or with ?overlay=1 a score bug on a
// transparent page for OBS/vMix. Follows the server's scoreboard summaries (no log, no reducer:
// see summary-feed.ts); the clocks run locally on server time and repaint every frame only
// while a clock runs. It speaks the tournament's language (or ?lang=): the loading page stays until
// the board can paint in it.
import { useT } from '../lib/i18n/i18n-store.ts';
import { deviceId } from '../lib/live/device-id.ts';
import { useSummaryFeed } from '../lib/live/summary-feed.ts';
import { useFrameNow, useServerClock } from '../lib/live/server-clock.ts';
import { ConnectionBadge, FeedErrorPage, LoadingPage, Screen, SoundButton } from './output-ui.tsx';
import { clocksMoving, ScoreboardDisplay } from './scoreboard-display.tsx';
import { useGameLanguage } from './use-game-language.ts';
import { useHorn } from './use-horn.ts';

export function ScoreboardPage({ gameId, overlay }: { gameId: string; overlay: boolean }) {
  const t = useT('outputs');
  const feed = useSummaryFeed({
    view: 'scoreboard',
    gameId,
    access: 'public',
    kind: 'scoreboard',
    deviceId: deviceId(),
  });
  const serverClock = useServerClock();
  const { game, summary: state } = feed;
  const now = useFrameNow(serverClock, clocksMoving(state, serverClock.now()));
  useHorn(state?.clock ?? null, serverClock);
  const inGameLanguage = useGameLanguage(game);

  if (feed.error !== null) return overlay ? null : <FeedErrorPage error={feed.error} />;
  if (game === null || state === null || !inGameLanguage) return overlay ? null : <LoadingPage />;
  return (
    <Screen title={t('scoreboard.pageTitle', { home: game.home.name, away: game.away.name })}>
      <ScoreboardDisplay game={game} state={state} now={now} overlay={overlay} />
      <ConnectionBadge connection={feed.connection} />
      {!overlay && <SoundButton />}
    </Screen>
  );
}
