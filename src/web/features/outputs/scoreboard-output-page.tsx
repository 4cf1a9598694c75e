import { OutputFrame } from './output-frame.tsx';

export function ScoreboardOutputPage() {
  return (
    <OutputFrame
      title="Scoreboard"
      purpose="The live scoreboard of a game: score, period, clocks, fouls and timeouts."
    />
  );
}
