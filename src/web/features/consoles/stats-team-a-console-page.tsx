import { ConsoleFrame } from './console-frame.tsx';

export function StatsTeamAConsolePage() {
  return (
    <ConsoleFrame
      title="Stats console: team A"
      purpose="Records every play of team A (home), so two statisticians can split a game."
    />
  );
}
