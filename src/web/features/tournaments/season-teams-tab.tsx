import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonTeamsTab() {
  return (
    <EmptyState title="Teams" order={3}>
      This season has no teams yet. Its teams, standings and stat leaders show here.
    </EmptyState>
  );
}
