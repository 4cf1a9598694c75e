import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Season } from '../../contract/seasons.ts';
import type { Team } from '../../contract/teams.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { ColorSwatchLabel, TeamBadge } from '../components/team-badge.tsx';
import { paths } from '../config/paths.ts';
import { limitStatus } from '../lib/plan-limits.ts';
import { useRouteParams } from '../lib/route-params.ts';
import { useTournamentAccess } from '../features/tournaments/api/use-tournament-access.ts';
import { SeasonStatsCards } from '../features/stats/components/season-stats-cards.tsx';
import { SeasonExports } from '../features/exports/components/season-exports.tsx';
import { QueryState } from '../components/query-state.tsx';
import { CopyTeamsButton } from '../features/teams/components/copy-teams-button.tsx';
import { StandingsTable } from '../features/schedule/components/standings-table.tsx';
import { useSeason } from '../features/seasons/api/get-season.ts';
import { useTeams } from '../features/teams/api/get-teams.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { seasonStatsQueryOptions } from '../features/stats/api/get-season-stats.ts';
import { standingsQueryOptions } from '../features/schedule/api/get-standings.ts';
import { teamsQueryOptions } from '../features/teams/api/get-teams.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/i18n-store.ts';

export function SeasonTeamsTab() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const season = useSeason(params.seasonId);
  const teams = useTeams(params.seasonId);
  return (
    <QueryState query={season} what="season">
      {(s) => (
        <Stack gap="lg">
          <QueryState query={teams} what="teams">
            {(list) => <TeamList season={s} teams={list} />}
          </QueryState>
          <StandingsTable season={s} />
          <SeasonStatsCards season={s} />
          <SeasonExports season={s} />
        </Stack>
      )}
    </QueryState>
  );
}

function TeamList({ season, teams }: { season: Season; teams: Team[] }) {
  const { can, ownerPlan } = useTournamentAccess(season.tournamentId);
  const params = { tournamentId: season.tournamentId, seasonId: season.id };
  const t = useT('manage');
  const app = useT('app');
  const limit = limitStatus(teams.length, ownerPlan.limits.teamsPerSeason, ownerPlan.tier);
  const room = !limit.reached;
  const canEdit = can('admin');

  const actions = canEdit ? (
    <Group gap="sm">
      {room ? (
        <Button component={Link} to={paths.teamCreate.href(params)}>
          {t('teams.add')}
        </Button>
      ) : null}
      <CopyTeamsButton season={season} />
      {limit.limit !== null ? (
        <Text size="sm" c={room ? 'dimmed' : 'red'}>
          {t('tournaments.limit.note', {
            count: limit.count,
            limit: limit.limit,
            what: 'teams',
            plan: app(`billing.plan.${limit.tier}`),
          })}
          {teams.length >= limit.limit - 2
            ? t.rich<ReactNode>('teams.limit.upgrade', {
                room: String(room),
                link: (chunks) => (
                  <Anchor
                    key="upgrade"
                    component={Link}
                    to={paths.upgrade.href()}
                    underline="always"
                  >
                    {chunks}
                  </Anchor>
                ),
              })
            : null}
        </Text>
      ) : null}
    </Group>
  ) : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('seasons.tab.teams')}
        </Title>
        {actions}
        {teams.length === 0 ? (
          <EmptyState>{t('teams.empty', { canEdit: String(canEdit) })}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('seasons.tab.teams')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('teams.column.team')}</Table.Th>
                  <Table.Th>{t('teams.field.shortName')}</Table.Th>
                  <Table.Th>{t('teams.column.colours')}</Table.Th>
                  <Table.Th>{t('teams.column.players')}</Table.Th>
                  <Table.Th>{t('teams.field.group')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {teams.map((team) => (
                  <Table.Tr key={team.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.team.href({ ...params, teamId: team.id })}
                        underline="hover"
                      >
                        <TeamBadge team={team} />
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{team.shortName}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <ColorSwatchLabel
                          color={team.primaryColor}
                          label={t('teams.field.primaryColor')}
                        />
                        <ColorSwatchLabel
                          color={team.secondaryColor}
                          label={t('teams.field.secondaryColor')}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td>{team.playerCount}</Table.Td>
                    <Table.Td>{team.groupName || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    teamsQueryOptions(p.seasonId),
    standingsQueryOptions(p.seasonId),
    seasonStatsQueryOptions(p.seasonId, 'regular'),
  );
}

export { SeasonTeamsTab as Component };
