import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonConsoleTab() {
  return (
    <EmptyState title="Console" order={3}>
      Each game's consoles and outputs open from here. This season has no games yet.
    </EmptyState>
  );
}
