// `console/statsteamA`: the home team's statistician, while another runs `statsteamB`.
import { ConsolePage } from '../frame/console-frame.tsx';
import { StatsConsole } from '../stats/stats-console.tsx';

export function StatsTeamAConsolePage() {
  return (
    <ConsolePage kind="statsteamA">
      {(console) => <StatsConsole console={console} sides={['home']} />}
    </ConsolePage>
  );
}
