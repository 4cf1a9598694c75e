// A player's season shot chart on the player page (regular season or playoffs), from the
// season statistics.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Player } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { playerStatsQuery, type StatsPhase } from '../../lib/stats-api.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { PhaseSwitch } from './player-stats-table.tsx';
import { QueryState } from './season-query-state.tsx';

export function PlayerShotsCard({ player }: { player: Player }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useQuery(playerStatsQuery(player.id, phase));
  const name = `#${player.jersey} ${player.firstName} ${player.lastName}`;
  return (
    <SectionCard
      title="Shot chart"
      order={2}
      actions={<PhaseSwitch value={phase} onChange={setPhase} label="Shots counted" />}
    >
      <QueryState query={stats} what="shot chart">
        {(s) => (
          <LazyShotChart
            shots={s.shots}
            playerNames={new Map([[player.id, name]])}
            playerFilter={false}
            label={`Shots of ${player.firstName} ${player.lastName} ${phase === 'playoff' ? 'in the playoffs' : 'this regular season'}`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
