// `console/statsteamB`: the away team's statistician, while another runs `statsteamA`.
import { ConsolePage } from '../frame/console-frame.tsx';
import { StatsConsole } from '../stats/stats-console.tsx';

export function StatsTeamBConsolePage() {
  return (
    <ConsolePage kind="statsteamB">
      {(console) => <StatsConsole console={console} sides={['away']} />}
    </ConsolePage>
  );
}
