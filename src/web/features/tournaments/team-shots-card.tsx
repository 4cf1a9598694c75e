// A team's season shot chart on the team page (regular season or playoffs), filterable by
// player, from the season statistics.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Team } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { teamStatsQuery, type StatsPhase } from '../../lib/stats-api.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { PhaseSwitch } from './player-stats-table.tsx';
import { QueryState } from './season-query-state.tsx';

export function TeamShotsCard({ team }: { team: Team }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useQuery(teamStatsQuery(team.id, phase));
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
            playerNames={
              new Map(
                s.players.map((p) => [p.playerId, `#${p.jersey} ${p.firstName} ${p.lastName}`]),
              )
            }
            label={`Shots of ${team.name} ${phase === 'playoff' ? 'in the playoffs' : 'this regular season'}`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
