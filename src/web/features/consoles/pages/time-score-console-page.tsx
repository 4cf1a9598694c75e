// `console/timescore`: the scorer's table: game and shot clock, periods, score, team fouls,
// timeouts, possession arrow, start and finish, and undo. On a phone upright the clock sits above
// both teams; sideways, on a tablet or a laptop, between them. A score mismatch shows right under
// the score buttons, not at the top of the page.
import { isTimekeepingOrScoreboard } from '../store/console-kinds.ts';
import { ClockPanel, clockLegend } from '../clock/clock-panel.tsx';
import { ConsolePage } from '../frame/console-frame.tsx';
import styles from '../console.module.css';
import { GameControls } from '../panels/game-controls.tsx';
import {
  PossessionButtons,
  ScoreSourceSetting,
  TeamScorePanel,
  scoreLegend,
} from '../panels/score-panel.tsx';
import { ScoreCheck } from '../panels/score-check.tsx';
import { ShortcutLegend } from '../panels/shortcut-legend.tsx';

export function TimeScoreConsolePage() {
  return (
    <ConsolePage kind="timescore">
      {(console) => (
        <>
          <div className={styles.timescore}>
            <div className={styles.areaHome}>
              <TeamScorePanel console={console} side="home" />
            </div>
            <div className={styles.areaClock}>
              <ClockPanel console={console} />
            </div>
            <div className={styles.areaAway}>
              <TeamScorePanel console={console} side="away" />
            </div>
            <div className={styles.areaGame}>
              <ScoreCheck console={console} />
              <GameControls console={console} allowed={isTimekeepingOrScoreboard}>
                <PossessionButtons console={console} />
              </GameControls>
            </div>
          </div>
          <ScoreSourceSetting console={console} />
          <ShortcutLegend items={[...clockLegend, ...scoreLegend]} />
        </>
      )}
    </ConsolePage>
  );
}
