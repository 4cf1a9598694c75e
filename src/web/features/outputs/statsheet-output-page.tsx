import { OutputFrame } from './output-frame.tsx';

export function StatsheetOutputPage() {
  return (
    <OutputFrame
      title="Stat sheet"
      purpose="The live box score of both teams, with team totals and the score by period."
    />
  );
}
