import { ConsoleFrame } from './console-frame.tsx';

export function TimeScoreConsolePage() {
  return (
    <ConsoleFrame
      title="Time & score console"
      purpose="Runs the game clock, shot clock, periods, score, team fouls, timeouts and possession arrow."
    />
  );
}
