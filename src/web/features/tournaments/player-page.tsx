import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function PlayerPage() {
  return (
    <PageFrame title="Player" description="A player's profile, game log and season averages.">
      <EmptyState>This player has no games yet.</EmptyState>
    </PageFrame>
  );
}
