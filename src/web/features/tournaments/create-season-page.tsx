import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function CreateSeasonPage() {
  return (
    <PageFrame
      title="Create a season"
      description="A season has its own teams, games, schedule and rules."
    >
      <EmptyState>Seasons cannot be created here yet.</EmptyState>
    </PageFrame>
  );
}
