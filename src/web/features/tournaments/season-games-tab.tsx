import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonGamesTab() {
  return (
    <EmptyState title="Games" order={3}>
      This season has no games yet.
    </EmptyState>
  );
}
