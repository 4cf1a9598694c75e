import { OutputFrame } from './output-frame.tsx';

export function ScoreboardViewPage() {
  return (
    <OutputFrame
      title="Scoreboard view"
      purpose="The operators' monitor: the scoreboard, the score check and the connected consoles and outputs."
      linkBack
    />
  );
}
