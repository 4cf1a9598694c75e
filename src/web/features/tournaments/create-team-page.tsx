import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function CreateTeamPage() {
  return (
    <PageFrame
      title="Add a team"
      description="A team has a name, a short name for scoreboards, colours and a roster."
    >
      <EmptyState>Teams cannot be added here yet.</EmptyState>
    </PageFrame>
  );
}
