import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonPlayoffsTab() {
  return (
    <EmptyState title="Playoffs" order={3}>
      This season has no playoff bracket yet.
    </EmptyState>
  );
}
