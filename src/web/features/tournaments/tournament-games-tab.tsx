import { EmptyState } from '../../components/empty-state.tsx';

export function TournamentGamesTab() {
  return <EmptyState title="Games">This tournament has no games yet.</EmptyState>;
}
