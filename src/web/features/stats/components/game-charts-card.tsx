// The game page's charts: the score flow and the shot chart (with a team and player filter),
// shown once the game has a log. A live game's charts follow it every few seconds.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../../contract/games.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { LazyScoreFlowChart, LazyShotChart } from '../../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { playersQueryOptions } from '../../players/api/get-players.ts';
import { gameChartsQueryOptions } from '../api/get-game-charts.ts';

const LIVE_REFRESH_MS = 10_000;

export function GameChartsCard({ game }: { game: Game }) {
  const charts = useQuery({
    ...gameChartsQueryOptions(game.id),
    refetchInterval: game.status === 'live' ? LIVE_REFRESH_MS : false,
  });
  const hasLog = (charts.data?.scoreFlow.length ?? 0) > 0;
  const homePlayers = useQuery({ ...playersQueryOptions(game.homeTeamId), enabled: hasLog });
  const awayPlayers = useQuery({ ...playersQueryOptions(game.awayTeamId), enabled: hasLog });

  if (charts.error) {
    return (
      <SectionCard title="Charts" order={2}>
        <ApiErrorAlert error={charts.error} />
      </SectionCard>
    );
  }
  if (!charts.data || !hasLog) return null;
  const names = new Map(
    [...(homePlayers.data ?? []), ...(awayPlayers.data ?? [])].map((p) => [p.id, playerLabel(p)]),
  );

  return (
    <>
      <SectionCard title="Score flow" order={2}>
        <LazyScoreFlowChart charts={charts.data} home={game.homeTeam} away={game.awayTeam} />
      </SectionCard>
      <SectionCard title="Shot chart" order={2}>
        <LazyShotChart
          shots={charts.data.shots}
          playerNames={names}
          teams={[
            { id: game.homeTeam.id, label: game.homeTeam.shortName },
            { id: game.awayTeam.id, label: game.awayTeam.shortName },
          ]}
          label={`Shots in ${game.homeTeam.name} vs ${game.awayTeam.name}`}
        />
      </SectionCard>
    </>
  );
}
