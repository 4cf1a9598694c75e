import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function EditPlayerPage() {
  return (
    <PageFrame
      title="Edit player"
      description="Change a player's name, jersey number, position and photo."
    >
      <EmptyState>There are no player details to edit yet.</EmptyState>
    </PageFrame>
  );
}
