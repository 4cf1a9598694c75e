import { Group, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { SeasonStatusBadge } from '../../../components/season-status-badge.tsx';
import { TabLinks } from '../../../components/tab-links.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useSeason } from '../api/get-season.ts';

function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return 'No dates set';
}

export function SeasonLayout() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const season = useSeason(params.seasonId);
  usePageTitle(season.data ? season.data.name : 'Season');
  return (
    <QueryState query={season} what="season">
      {(s) => (
        <Stack gap="md">
          <div>
            <Group gap="sm" align="center">
              <Title order={2}>{s.name}</Title>
              <SeasonStatusBadge status={s.status} />
            </Group>
            <Text c="dimmed" size="sm" mt={4}>
              {dateRange(s.startDate, s.endDate)} · {s.teamCount}{' '}
              {s.teamCount === 1 ? 'team' : 'teams'} · {s.gameCount}{' '}
              {s.gameCount === 1 ? 'game' : 'games'}
            </Text>
          </div>
          <TabLinks
            label="Season sections"
            links={[
              { label: 'Teams', href: paths.seasonTeams.href(params) },
              { label: 'Games', href: paths.seasonGames.href(params) },
              { label: 'Schedule', href: paths.seasonSchedule.href(params) },
              { label: 'Settings', href: paths.seasonSettings.href(params) },
              { label: 'Console', href: paths.seasonConsole.href(params) },
              { label: 'Playoffs', href: paths.seasonPlayoffs.href(params) },
            ]}
          />
          <Outlet />
        </Stack>
      )}
    </QueryState>
  );
}
