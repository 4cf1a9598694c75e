import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function CreatePlayerPage() {
  return (
    <PageFrame
      title="Add a player"
      description="A player has a name, a jersey number and a position on a team's roster."
    >
      <EmptyState>Players cannot be added here yet.</EmptyState>
    </PageFrame>
  );
}
