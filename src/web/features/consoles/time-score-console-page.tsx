// `console/timescore`: the scorer's table: game and shot clock, periods, score, team fouls,
// timeouts, possession arrow, start and finish, and undo. On a phone upright the clock sits above
// both teams; sideways, on a tablet or a laptop, between them. The clock mounts first, then each
// team, then the rest (PanelStage), so each appears below or beside what is already there.
import { isTimekeepingOrScoreboard } from './console-kinds.ts';
import { ClockPanel, clockLegend } from './clock-panel.tsx';
import { ConsolePage, PanelStage } from './console-frame.tsx';
import styles from './console.module.css';
import { GameControls } from './game-controls.tsx';
import {
  PossessionButtons,
  ScoreSourceSetting,
  TeamScorePanel,
  scoreLegend,
} from './score-panel.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';

export function TimeScoreConsolePage() {
  return (
    <ConsolePage kind="timescore">
      {(console) => (
        <>
          <div className={styles.timescore}>
            <div className={styles.areaHome}>
              <PanelStage stage={2}>
                <TeamScorePanel console={console} side="home" />
              </PanelStage>
            </div>
            <div className={styles.areaClock}>
              <PanelStage stage={1}>
                <ClockPanel console={console} />
              </PanelStage>
            </div>
            <div className={styles.areaAway}>
              <PanelStage stage={3}>
                <TeamScorePanel console={console} side="away" />
              </PanelStage>
            </div>
            <div className={styles.areaGame}>
              <PanelStage stage={4}>
                <GameControls console={console} allowed={isTimekeepingOrScoreboard}>
                  <PossessionButtons console={console} />
                </GameControls>
              </PanelStage>
            </div>
          </div>
          <PanelStage stage={5}>
            <ScoreSourceSetting console={console} />
          </PanelStage>
          <PanelStage stage={6}>
            <ShortcutLegend items={[...clockLegend, ...scoreLegend]} />
          </PanelStage>
        </>
      )}
    </ConsolePage>
  );
}
