// `console/statsteamB`: the away team's statistician, while another runs `statsteamA`.
import { ConsolePage } from './console-frame.tsx';
import { StatsConsole } from './stats-console.tsx';

export function StatsTeamBConsolePage() {
  return (
    <ConsolePage kind="statsteamB">
      {(console) => <StatsConsole console={console} sides={['away']} />}
    </ConsolePage>
  );
}
