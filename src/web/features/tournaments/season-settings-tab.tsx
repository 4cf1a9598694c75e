import { EmptyState } from '../../components/empty-state.tsx';

export function SeasonSettingsTab() {
  return (
    <EmptyState title="Settings" order={3}>
      The season's game rules and standings rules show here. None are set yet.
    </EmptyState>
  );
}
