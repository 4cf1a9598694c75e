// A team's season shot chart on the team page (regular season), filterable by player, from the
// season statistics.
import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { teamStatsQuery } from '../../lib/stats-api.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryState } from './season-query-state.tsx';

export function TeamShotsCard({ team }: { team: Team }) {
  const stats = useQuery(teamStatsQuery(team.id, 'regular'));
  return (
    <SectionCard title="Shot chart" order={2}>
      <QueryState query={stats} what="shot chart">
        {(s) => (
          <LazyShotChart
            shots={s.shots}
            playerNames={
              new Map(
                s.players.map((p) => [p.playerId, `#${p.jersey} ${p.firstName} ${p.lastName}`]),
              )
            }
            label={`Shots of ${team.name} this season`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
