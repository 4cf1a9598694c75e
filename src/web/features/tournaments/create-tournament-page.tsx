import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export function CreateTournamentPage() {
  return (
    <PageFrame
      title="Create a tournament"
      description="A tournament holds your seasons, teams, players and games."
    >
      <EmptyState>Tournaments cannot be created here yet.</EmptyState>
    </PageFrame>
  );
}
