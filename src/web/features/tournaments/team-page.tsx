import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function TeamPage() {
  return (
    <PageFrame title="Team" description="The roster, results and statistics of one team.">
      <EmptyState>This team has no players or results yet.</EmptyState>
    </PageFrame>
  );
}
