import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { roleAtLeast } from '../../../../contract/tournaments.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SeasonStatusBadge } from '../../../components/season-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { limitStatus, planLimit } from '../../../lib/plan-limits.ts';
import { LimitNote } from './limit-note.tsx';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useTournament } from './tournament-context.ts';
import { useSeasons } from '../../seasons/api/get-seasons.ts';

function dateRange(start: string | null, end: string | null) {
  if (!start && !end) return 'Dates not set';
  return `${start ? formatDate(start) : '…'} – ${end ? formatDate(end) : '…'}`;
}

export function TournamentSeasonsTab() {
  const tournament = useTournament();
  const seasons = useSeasons(tournament.id);
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
          {seasons.data ? (
            <LimitNote limit={limit} reachedHint=" — complete a season first, or " />
          ) : null}
        </Group>
      ) : null}
      <ListQueryState
        query={seasons}
        loadingLabel="Loading seasons"
        empty={
          <EmptyState title="No seasons yet">
            A season holds teams, games, a schedule and its rules.
            {canCreate ? ' Create the first one with “New season”.' : ''}
          </EmptyState>
        }
      >
        {(items) => (
          <DataTable
            minWidth={560}
            striped
            highlightOnHover
            columns={['Season', 'Status', 'Dates', 'Teams', 'Games']}
          >
            {items.map((season) => (
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
          </DataTable>
        )}
      </ListQueryState>
    </Stack>
  );
}
