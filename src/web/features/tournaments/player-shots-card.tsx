// A player's season shot chart on the player page (regular season), from the season statistics.
import { useQuery } from '@tanstack/react-query';
import type { Player } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { playerStatsQuery } from '../../lib/stats-api.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryState } from './season-query-state.tsx';

export function PlayerShotsCard({ player }: { player: Player }) {
  const stats = useQuery(playerStatsQuery(player.id, 'regular'));
  const name = `#${player.jersey} ${player.firstName} ${player.lastName}`;
  return (
    <SectionCard title="Shot chart" order={2}>
      <QueryState query={stats} what="shot chart">
        {(s) => (
          <LazyShotChart
            shots={s.shots}
            playerNames={new Map([[player.id, name]])}
            playerFilter={false}
            label={`Shots of ${player.firstName} ${player.lastName} this season`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
