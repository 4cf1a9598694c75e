// The game page's charts: the score flow and the shot chart (with a team and player filter),
// shown once the game has a log. A live game's charts follow it every few seconds.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../../contract/games.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { LazyScoreFlowChart, LazyShotChart } from '../../../components/charts/lazy-charts.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { playersQueryOptions } from '../../players/api/get-players.ts';
import { seasonQueryOptions } from '../../seasons/api/get-season.ts';
import { gameChartsQueryOptions } from '../api/get-game-charts.ts';
import { shotValuesOf } from '../../../../domain/season/rules.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

const LIVE_REFRESH_MS = 10_000;

export function GameChartsCard({ game }: { game: Game }) {
  const t = useT('manage');
  const charts = useQuery({
    ...gameChartsQueryOptions(game.id),
    refetchInterval: game.status === 'live' ? LIVE_REFRESH_MS : false,
  });
  const hasLog = (charts.data?.scoreFlow.length ?? 0) > 0;
  const homePlayers = useQuery({ ...playersQueryOptions(game.homeTeamId), enabled: hasLog });
  const awayPlayers = useQuery({ ...playersQueryOptions(game.awayTeamId), enabled: hasLog });
  // The season's rules name the periods and the shots beyond the arc.
  const season = useQuery({ ...seasonQueryOptions(game.seasonId), enabled: hasLog });

  if (charts.error) {
    return (
      <SectionCard title={t('stats.chart.charts')} order={2}>
        <ApiErrorAlert error={charts.error} />
      </SectionCard>
    );
  }
  // A season that cannot be read leaves the answer's own period names.
  if (!charts.data || !hasLog || season.isPending) return null;
  const rules = season.data?.rules;
  const names = new Map(
    [...(homePlayers.data ?? []), ...(awayPlayers.data ?? [])].map((p) => [p.id, playerLabel(p)]),
  );

  return (
    <>
      <SectionCard title={t('stats.chart.scoreFlow')} order={2}>
        <LazyScoreFlowChart
          charts={charts.data}
          home={game.homeTeam}
          away={game.awayTeam}
          rules={rules}
        />
      </SectionCard>
      <SectionCard title={t('stats.chart.shotChart')} order={2}>
        <LazyShotChart
          shots={charts.data.shots}
          playerNames={names}
          teams={[
            { id: game.homeTeam.id, label: game.homeTeam.shortName },
            { id: game.awayTeam.id, label: game.awayTeam.shortName },
          ]}
          label={t('stats.chart.gameShots', {
            home: game.homeTeam.name,
            away: game.awayTeam.name,
          })}
          arcPoints={shotValuesOf(rules ?? {})[1]}
        />
      </SectionCard>
    </>
  );
}
