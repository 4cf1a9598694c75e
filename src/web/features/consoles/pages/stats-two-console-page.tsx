// `console/statstwo`: one statistician records both teams.
import { teamSides } from '../../../../domain/game/events.ts';
import { ConsolePage } from '../frame/console-frame.tsx';
import { StatsConsole } from '../stats/stats-console.tsx';

export function StatsTwoConsolePage() {
  return (
    <ConsolePage kind="statstwo">
      {(console) => <StatsConsole console={console} sides={teamSides} />}
    </ConsolePage>
  );
}
