import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonScheduleTab() {
  return (
    <EmptyState title="Schedule" order={3}>
      No games are scheduled in this season yet.
    </EmptyState>
  );
}
