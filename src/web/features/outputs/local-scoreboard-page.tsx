import { OutputFrame } from './output-frame.tsx';

export function LocalScoreboardPage() {
  return (
    <OutputFrame
      title="Local scoreboard"
      purpose="The scoreboard fed by a console in another window of this browser."
      linkBack
    />
  );
}
