import { OutputFrame } from './output-frame.tsx';

export function OfflineScoreboardPage() {
  return (
    <OutputFrame
      title="Offline scoreboard"
      purpose="The scoreboard that keeps running when the network drops."
      linkBack
    />
  );
}
