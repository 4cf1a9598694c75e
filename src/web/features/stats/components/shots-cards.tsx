// Season shot charts on the team page (filterable by player) and the player page, from the season
// statistics, for the regular season or the playoffs.
import { type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Shot } from '../../../../contract/season-stats.ts';
import type { Player, Team } from '../../../../contract/teams.ts';
import { LazyShotChart } from '../../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { PhaseSwitch } from './player-stats-table.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePlayerStats } from '../api/get-player-stats.ts';
import { useTeamStats } from '../api/get-team-stats.ts';
import { type StatsPhase } from '../keys.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';

function SeasonShotsCard<T extends { shots: Shot[] }>({
  phase,
  onPhase,
  stats,
  names,
  subject,
  playerFilter,
  seasonId,
}: {
  phase: StatsPhase;
  onPhase: (phase: StatsPhase) => void;
  stats: UseQueryResult<T>;
  names: (stats: T) => Map<string, string>;
  /** Whose shots, for the chart's label: "Harbour Hawks", "Ben Larsen". */
  subject: string;
  playerFilter: boolean;
  seasonId: string;
}) {
  const t = useT('manage');
  const arc = useBeyondArcLabels(seasonId);
  return (
    <SectionCard
      title={t('stats.chart.shotChart')}
      order={2}
      actions={<PhaseSwitch value={phase} onChange={onPhase} label={t('stats.shots.phaseLabel')} />}
    >
      <QueryState query={stats} what="shotChart">
        {(s) => (
          <LazyShotChart
            shots={s.shots}
            playerNames={names(s)}
            playerFilter={playerFilter}
            label={t('stats.shots.label', { subject, phase })}
            arcPoints={arc.points}
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
      stats={useTeamStats(team.id, phase)}
      names={(s) => new Map(s.players.map((p) => [p.playerId, playerLabel(p)]))}
      subject={team.name}
      playerFilter
      seasonId={team.seasonId}
    />
  );
}

export function PlayerShotsCard({ player }: { player: Player }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  return (
    <SeasonShotsCard
      phase={phase}
      onPhase={setPhase}
      stats={usePlayerStats(player.id, phase)}
      names={() => new Map([[player.id, playerLabel(player)]])}
      subject={`${player.firstName} ${player.lastName}`}
      playerFilter={false}
      seasonId={player.seasonId}
    />
  );
}
