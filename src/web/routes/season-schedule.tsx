import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../contract/games.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { GameStatusBadge } from '../components/game-status-badge.tsx';
import { paths } from '../config/paths.ts';
import { scoreLine } from '../lib/game-time-format.ts';
import { useRouteParams } from '../lib/route-params.ts';
import { CalendarSubscribe } from '../features/exports/components/calendar-subscribe.tsx';
import { formatDayHeading, wallClock } from '../lib/game-time.ts';
import { useTournamentAccess } from '../features/tournaments/api/use-tournament-access.ts';
import { QueryState } from '../components/query-state.tsx';
import { ScheduleGenerator } from '../features/schedule/components/schedule-generator.tsx';
import { useSeasonGames } from '../features/games/api/get-season-games.ts';
import { useTeams } from '../features/teams/api/get-teams.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { seasonGamesQueryOptions } from '../features/games/api/get-season-games.ts';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { teamsQueryOptions } from '../features/teams/api/get-teams.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

/** Games by the date they are played on, at the venue (their own timezone). */
function groupByDate(games: Game[]) {
  const groups = new Map<string, Game[]>();
  const sorted = [...games].sort((a, b) =>
    (a.scheduledAt ?? '9999').localeCompare(b.scheduledAt ?? '9999'),
  );
  for (const game of sorted) {
    const key = game.scheduledAt ? wallClock(game.scheduledAt, game.timezone).date : 'unscheduled';
    groups.set(key, [...(groups.get(key) ?? []), game]);
  }
  return groups;
}

export function SeasonScheduleTab() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const { can } = useTournamentAccess(params.tournamentId);
  const games = useSeasonGames(params.seasonId);
  const teams = useTeams(params.seasonId);
  const [generating, setGenerating] = useState(false);
  const t = useT('manage');
  const common = useT('common');
  const teamCount = teams.data?.length ?? 0;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('schedule.tab.title')}
      </Title>
      {can('admin') ? (
        generating && teams.data ? (
          <ScheduleGenerator
            seasonId={params.seasonId}
            teams={teams.data}
            onClose={() => setGenerating(false)}
          />
        ) : (
          <Group>
            {teamCount >= 2 ? (
              <Button onClick={() => setGenerating(true)}>{t('schedule.title')}</Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('schedule.tab.needTeams')}
              </Text>
            )}
          </Group>
        )
      ) : null}
      <CalendarSubscribe tournamentId={params.tournamentId} seasonId={params.seasonId} />
      <QueryState query={games} what="schedule">
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('schedule.tab.empty')}</EmptyState>
          ) : (
            <Stack gap="md">
              {[...groupByDate(list).entries()].map(([date, day]) => (
                <Paper key={date} withBorder p="md" radius="md">
                  <Title order={3} size="h5" mb="xs">
                    {date === 'unscheduled'
                      ? t('schedule.tab.noDate')
                      : formatDayHeading(date, t.locale)}
                  </Title>
                  <Table.ScrollContainer minWidth={560}>
                    <Table
                      verticalSpacing={4}
                      aria-label={
                        date === 'unscheduled'
                          ? t('schedule.tab.noDate')
                          : t('schedule.tab.gamesOn', { day: formatDayHeading(date, t.locale) })
                      }
                    >
                      <Table.Tbody>
                        {day.map((game) => {
                          const href = paths.game.href({ ...params, gameId: game.id });
                          const label = common('vs', {
                            home: game.homeTeam.name,
                            away: game.awayTeam.name,
                          });
                          return (
                            <Table.Tr key={game.id}>
                              <Table.Td w={90}>
                                {game.scheduledAt
                                  ? wallClock(game.scheduledAt, game.timezone).time
                                  : '—'}
                              </Table.Td>
                              <Table.Td>{game.court || '—'}</Table.Td>
                              <Table.Td>
                                <Anchor component={Link} to={href}>
                                  {label}
                                </Anchor>
                              </Table.Td>
                              <Table.Td>{game.round}</Table.Td>
                              <Table.Td>
                                <GameStatusBadge status={game.status} />
                              </Table.Td>
                              <Table.Td>{scoreLine(game) ?? '—'}</Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    teamsQueryOptions(p.seasonId),
    seasonGamesQueryOptions(p.seasonId),
  );
}

export { SeasonScheduleTab as Component };
