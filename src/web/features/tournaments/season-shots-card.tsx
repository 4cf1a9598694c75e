// Season shot charts on the team page (filterable by player) and the player page, from the season
// statistics, for the regular season or the playoffs.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Shot } from '../../../contract/season-stats.ts';
import type { Player, Team } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { playerLabel } from '../../lib/format.ts';
import { playerStatsQuery, teamStatsQuery, type StatsPhase } from '../../lib/stats-api.ts';
import { PhaseSwitch } from './player-stats-table.tsx';
import { QueryState } from './season-query-state.tsx';

function SeasonShotsCard<T extends { shots: Shot[] }>({
  phase,
  onPhase,
  stats,
  names,
  subject,
  playerFilter,
}: {
  phase: StatsPhase;
  onPhase: (phase: StatsPhase) => void;
  stats: UseQueryResult<T>;
  names: (stats: T) => Map<string, string>;
  /** Whose shots, for the chart's label: "Harbour Hawks", "Ben Larsen". */
  subject: string;
  playerFilter: boolean;
}) {
  const when = phase === 'playoff' ? 'in the playoffs' : 'this regular season';
  return (
    <SectionCard
      title="Shot chart"
      order={2}
      actions={<PhaseSwitch value={phase} onChange={onPhase} label="Shots counted" />}
    >
      <QueryState query={stats} what="shot chart">
        {(s) => (
          <LazyShotChart
            shots={s.shots}
            playerNames={names(s)}
            playerFilter={playerFilter}
            label={`Shots of ${subject} ${when}`}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}

export function TeamShotsCard({ team }: { team: Team }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  return (
    <SeasonShotsCard
      phase={phase}
      onPhase={setPhase}
      stats={useQuery(teamStatsQuery(team.id, phase))}
      names={(s) => new Map(s.players.map((p) => [p.playerId, playerLabel(p)]))}
      subject={team.name}
      playerFilter
    />
  );
}

export function PlayerShotsCard({ player }: { player: Player }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  return (
    <SeasonShotsCard
      phase={phase}
      onPhase={setPhase}
      stats={useQuery(playerStatsQuery(player.id, phase))}
      names={() => new Map([[player.id, playerLabel(player)]])}
      subject={`${player.firstName} ${player.lastName}`}
      playerFilter={false}
    />
  );
}
