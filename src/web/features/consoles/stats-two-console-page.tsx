import { ConsoleFrame } from './console-frame.tsx';

export function StatsTwoConsolePage() {
  return (
    <ConsoleFrame
      title="Stats console"
      purpose="Records every play of both teams: shots, rebounds, assists, turnovers, fouls and substitutions."
    />
  );
}
