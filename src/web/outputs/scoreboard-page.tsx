// output/scoreboard (public): the full-screen scoreboard, or with ?overlay=1 a score bug on a
// transparent page for OBS/vMix. Follows the server's scoreboard summaries (no log, no reducer:
// see scoreboard-feed.ts); the clocks run locally on server time and repaint every frame only
// while a clock runs.
import { deviceId } from '../lib/live/device-id.ts';
import { useScoreboardFeed } from '../lib/live/scoreboard-feed.ts';
import { useFrameNow, useServerClock } from '../lib/live/server-clock.ts';
import { ConnectionBadge, FeedErrorPage, LoadingPage, Screen, SoundButton } from './output-ui.tsx';
import { clocksMoving, ScoreboardDisplay } from './scoreboard-display.tsx';
import { useHorn } from './use-horn.ts';

export function ScoreboardPage({ gameId, overlay }: { gameId: string; overlay: boolean }) {
  const feed = useScoreboardFeed({
    gameId,
    access: 'public',
    kind: 'scoreboard',
    deviceId: deviceId(),
  });
  const serverClock = useServerClock();
  const { game, summary: state } = feed;
  const now = useFrameNow(serverClock, clocksMoving(state, serverClock.now()));
  useHorn(state?.clock ?? null, serverClock);

  if (feed.error !== null) return overlay ? null : <FeedErrorPage error={feed.error} />;
  if (game === null || state === null) return overlay ? null : <LoadingPage />;
  return (
    <Screen title={`Scoreboard: ${game.home.name} vs ${game.away.name}`}>
      <ScoreboardDisplay game={game} state={state} now={now} overlay={overlay} />
      <ConnectionBadge connection={feed.connection} />
      {!overlay && <SoundButton />}
    </Screen>
  );
}
