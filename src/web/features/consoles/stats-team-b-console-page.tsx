import { ConsoleFrame } from './console-frame.tsx';

export function StatsTeamBConsolePage() {
  return (
    <ConsoleFrame
      title="Stats console: team B"
      purpose="Records every play of team B (away), so two statisticians can split a game."
    />
  );
}
