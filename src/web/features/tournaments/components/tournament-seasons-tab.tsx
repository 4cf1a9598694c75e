import { Anchor, Button, Group, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { roleAtLeast } from '../../../../contract/tournaments.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SeasonStatusBadge } from '../../../components/season-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../../i18n/intl-format.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { limitStatus, planLimit } from '../../../lib/plan-limits.ts';
import { LimitNote } from './limit-note.tsx';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useTournament } from './tournament-context.ts';
import { useSeasons } from '../../seasons/api/get-seasons.ts';

function dateRange(t: Translate<MessageKey<'manage'>>, start: string | null, end: string | null) {
  if (!start && !end) return t('seasons.dates.notSet');
  // A season's dates are calendar days: read at UTC they stay the day that was chosen.
  const day = (date: string | null) =>
    date ? formatDateTime(t.locale, new Date(date), { dateStyle: 'medium', timeZone: 'UTC' }) : '…';
  return t('seasons.dates.range', { start: day(start), end: day(end) });
}

export function TournamentSeasonsTab() {
  const t = useT('manage');
  const tournament = useTournament();
  const seasons = useSeasons(tournament.id);
  const canCreate = roleAtLeast(tournament.myRole, 'admin') && !tournament.archived;
  const open = (seasons.data ?? []).filter((s) => s.status !== 'completed').length;
  const limit = limitStatus(
    open,
    planLimit(tournament.ownerTier, 'openSeasonsPerTournament'),
    tournament.ownerTier,
  );
  const createHref = paths.seasonCreate.href({ tournamentId: tournament.id });

  return (
    <Stack gap="md">
      {canCreate ? (
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={createHref}>
            {t('seasons.new')}
          </Button>
          {seasons.data ? (
            <LimitNote
              limit={limit}
              what="openSeasons"
              reachedHint={t('seasons.limitReachedHint')}
            />
          ) : null}
        </Group>
      ) : null}
      <ListQueryState
        query={seasons}
        loadingLabel={t('seasons.loading')}
        empty={
          <EmptyState title={t('seasons.empty.title')}>
            {t('seasons.empty.body', { canCreate: String(canCreate) })}
          </EmptyState>
        }
      >
        {(items) => (
          <DataTable
            minWidth={560}
            striped
            highlightOnHover
            columns={[
              t('seasons.column.season'),
              t('seasons.column.status'),
              t('seasons.column.dates'),
              t('seasons.column.teams'),
              t('seasons.column.games'),
            ]}
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
                <Table.Td>{dateRange(t, season.startDate, season.endDate)}</Table.Td>
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
