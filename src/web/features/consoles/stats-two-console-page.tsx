// `console/statstwo`: one statistician records both teams.
import { ConsolePage } from './console-frame.tsx';
import { StatsConsole } from './stats-console.tsx';

export function StatsTwoConsolePage() {
  return (
    <ConsolePage kind="statstwo" title="Stats console">
      {(console) => <StatsConsole console={console} sides={['home', 'away']} />}
    </ConsolePage>
  );
}
