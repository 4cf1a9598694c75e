// The season's statistics on its teams tab (docs/product/league-pages.md): the stat leaders, with the rule that
// decides who qualifies, and every player's figures. One phase switch drives both cards.
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeaderCategory, SeasonStats } from '../../../../contract/season-stats.ts';
import type { Season } from '../../../../contract/seasons.ts';
import {
  isPercentCategory,
  leaderCategoryLabel,
  leaderCategoryUnit,
  minimumGamesRuleText,
} from '../../../../i18n/leader-words.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { PhaseSwitch, PlayerStatsTable } from './player-stats-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSeasonStats } from '../api/get-season-stats.ts';
import { type StatsPhase } from '../keys.ts';
import { useStatFormat } from './stat-format.ts';

export function SeasonStatsCards({ season }: { season: Season }) {
  const t = useT('manage');
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useSeasonStats(season.id, phase);
  return (
    <>
      <SectionCard
        title={t('stats.leaders.title')}
        order={3}
        actions={<PhaseSwitch value={phase} onChange={setPhase} />}
      >
        <QueryState query={stats} what="statistics">
          {(s) => <Leaders stats={s} season={season} />}
        </QueryState>
      </SectionCard>
      <SectionCard title={t('stats.players.title')} order={3}>
        <QueryState query={stats} what="statistics">
          {(s) =>
            s.players.length === 0 ? (
              <EmptyState>{t('stats.leaders.empty', { phase: s.phase })}</EmptyState>
            ) : (
              <PlayerStatsTable
                rows={s.players}
                tournamentId={season.tournamentId}
                seasonId={season.id}
                showTeam
                label={t('stats.players.title')}
              />
            )
          }
        </QueryState>
      </SectionCard>
    </>
  );
}

function Leaders({ stats, season }: { stats: SeasonStats; season: Season }) {
  const t = useT('manage');
  const common = useT('common');
  if (stats.gamesCounted === 0) {
    return <EmptyState>{t('stats.leaders.empty', { phase: stats.phase })}</EmptyState>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('stats.leaders.from', {
          count: stats.gamesCounted,
          rule: minimumGamesRuleText(common, stats.minimumGames),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {stats.leaders.map((c) => (
          <CategoryList key={c.key} category={c} season={season} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CategoryList({ category, season }: { category: LeaderCategory; season: Season }) {
  const t = useT('manage');
  const common = useT('common');
  const f = useStatFormat();
  const label = leaderCategoryLabel(common, category);
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Text fw={700} size="sm">
        {isPercentCategory(category)
          ? label
          : t('stats.leaders.heading', {
              category: label,
              unit: leaderCategoryUnit(common, category),
            })}
      </Text>
      {category.leaders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stats.leaders.nobody')}
        </Text>
      ) : (
        <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {category.leaders.map((l) => (
            <Group key={l.playerId} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate>
                <Text span c="dimmed" w={20} display="inline-block">
                  {t('stats.leaders.rank', { rank: l.rank })}
                </Text>
                <Anchor
                  component={Link}
                  to={paths.player.href({
                    tournamentId: season.tournamentId,
                    seasonId: season.id,
                    teamId: l.teamId,
                    playerId: l.playerId,
                  })}
                >
                  {l.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="xs">
                  {l.teamShortName}
                </Text>
              </Text>
              <Text size="sm" fw={600}>
                {f.decimal(l.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
