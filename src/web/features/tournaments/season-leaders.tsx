// The season's statistics on its teams tab (docs/product/league-pages.md): the stat leaders, with the rule that
// decides who qualifies, and every player's figures. One phase switch drives both cards.
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeaderCategory, SeasonStats } from '../../../contract/season-stats.ts';
import type { Season } from '../../../contract/seasons.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { seasonStatsQuery, type StatsPhase } from '../../lib/stats-api.ts';
import { PhaseSwitch, PlayerStatsTable } from './player-stats-table.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryState } from './season-query-state.tsx';

export const noStatsYet = 'No finished games with recorded statistics yet';

export function SeasonStatsCards({ season }: { season: Season }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useQuery(seasonStatsQuery(season.id, phase));
  return (
    <>
      <SectionCard
        title="Stat leaders"
        order={3}
        actions={<PhaseSwitch value={phase} onChange={setPhase} />}
      >
        <QueryState query={stats} what="statistics">
          {(s) => <Leaders stats={s} season={season} />}
        </QueryState>
      </SectionCard>
      <SectionCard title="Player stats" order={3}>
        <QueryState query={stats} what="statistics">
          {(s) =>
            s.players.length === 0 ? (
              <EmptyState>{emptyMessage(s)}</EmptyState>
            ) : (
              <PlayerStatsTable
                rows={s.players}
                tournamentId={season.tournamentId}
                seasonId={season.id}
                showTeam
                label="Player stats"
              />
            )
          }
        </QueryState>
      </SectionCard>
    </>
  );
}

function emptyMessage(s: SeasonStats): string {
  const games = s.phase === 'playoff' ? 'playoff games' : 'regular-season games';
  return `${noStatsYet}: leaders appear once ${games} are finished with a stats console.`;
}

function Leaders({ stats, season }: { stats: SeasonStats; season: Season }) {
  if (stats.gamesCounted === 0) return <EmptyState>{emptyMessage(stats)}</EmptyState>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        From {stats.gamesCounted} {stats.gamesCounted === 1 ? 'game' : 'games'} with statistics.
        Per-game leaders: {stats.minimumGamesRule}.
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
  const percent = category.unit === '%';
  return (
    <Stack gap={4} component="section" aria-label={category.label}>
      <Text fw={700} size="sm">
        {category.label}
        {percent ? '' : ` ${category.unit}`}
      </Text>
      {category.leaders.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody qualifies yet.
        </Text>
      ) : (
        <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {category.leaders.map((l) => (
            <Group key={l.playerId} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" truncate>
                <Text span c="dimmed" w={20} display="inline-block">
                  {l.rank}.
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
                {l.value.toFixed(1)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
