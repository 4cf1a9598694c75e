import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function TournamentsPage() {
  return (
    <PageFrame title="Tournaments" description="The tournaments you own or help to run.">
      <EmptyState title="Your tournaments">You have no tournaments yet.</EmptyState>
    </PageFrame>
  );
}
