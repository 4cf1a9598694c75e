import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { roleAtLeast } from '../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SeasonStatusBadge } from '../../components/season-status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { limitStatus, planLimit } from '../../lib/plan-limits.ts';
import { seasonsQueryOptions } from '../../lib/tournament-api.ts';
import { useTournament } from './tournament-context.ts';

function dateRange(start: string | null, end: string | null) {
  if (!start && !end) return 'Dates not set';
  return `${start ? formatDate(start) : '…'} – ${end ? formatDate(end) : '…'}`;
}

export function TournamentSeasonsTab() {
  const tournament = useTournament();
  const seasons = useQuery(seasonsQueryOptions(tournament.id));
  const canCreate = roleAtLeast(tournament.myRole, 'admin') && !tournament.archived;
  const open = (seasons.data ?? []).filter((s) => s.status !== 'completed').length;
  const limit = limitStatus(
    open,
    planLimit(tournament.ownerTier, 'openSeasonsPerTournament'),
    'open seasons',
    tournament.ownerTier,
  );
  const createHref = paths.seasonCreate.href({ tournamentId: tournament.id });

  return (
    <Stack gap="md">
      {canCreate ? (
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={createHref}>
            New season
          </Button>
          {seasons.data && limit.text ? (
            <Text size="sm" c={limit.reached ? undefined : 'dimmed'}>
              {limit.text}
              {limit.reached ? (
                <>
                  {' — complete a season first, or '}
                  <Anchor component={Link} to={paths.upgrade.href()}>
                    Upgrade
                  </Anchor>
                </>
              ) : null}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {seasons.isPending ? <Loader aria-label="Loading seasons" /> : null}
      {seasons.error ? <ApiErrorAlert error={seasons.error} /> : null}
      {seasons.data && seasons.data.length === 0 ? (
        <EmptyState title="No seasons yet">
          A season holds teams, games, a schedule and its rules.
          {canCreate ? ' Create the first one with “New season”.' : ''}
        </EmptyState>
      ) : null}
      {seasons.data && seasons.data.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Season</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Teams</Table.Th>
                <Table.Th>Games</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seasons.data.map((season) => (
                <Table.Tr key={season.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.season.href({ tournamentId: tournament.id, seasonId: season.id })}
                    >
                      {season.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <SeasonStatusBadge status={season.status} />
                  </Table.Td>
                  <Table.Td>{dateRange(season.startDate, season.endDate)}</Table.Td>
                  <Table.Td>{season.teamCount}</Table.Td>
                  <Table.Td>{season.gameCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
