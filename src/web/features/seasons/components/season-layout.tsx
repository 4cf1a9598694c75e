import { Group, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { SeasonStatusBadge } from '../../../components/season-status-badge.tsx';
import { TabLinks } from '../../../components/tab-links.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../../i18n/intl-format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useSeason } from '../api/get-season.ts';

/** A season's dates are calendar days: read at UTC they stay the day that was chosen. */
const day = (locale: string, date: string) =>
  formatDateTime(locale, new Date(date), { dateStyle: 'medium', timeZone: 'UTC' });

export function SeasonLayout() {
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId');
  const season = useSeason(params.seasonId);
  usePageTitle(season.data ? season.data.name : t('seasons.pageTitle'));
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
              {t('seasons.summary', {
                start: s.startDate ? day(t.locale, s.startDate) : '',
                end: s.endDate ? day(t.locale, s.endDate) : '',
                dates: s.startDate ? (s.endDate ? 'both' : 'start') : s.endDate ? 'end' : 'none',
                teams: s.teamCount,
                games: s.gameCount,
              })}
            </Text>
          </div>
          <TabLinks
            label={t('seasons.sections')}
            links={[
              { label: t('seasons.tab.teams'), href: paths.seasonTeams.href(params) },
              { label: t('seasons.tab.games'), href: paths.seasonGames.href(params) },
              { label: t('seasons.tab.schedule'), href: paths.seasonSchedule.href(params) },
              { label: t('seasons.tab.settings'), href: paths.seasonSettings.href(params) },
              { label: t('seasons.tab.console'), href: paths.seasonConsole.href(params) },
              { label: t('seasons.tab.playoffs'), href: paths.seasonPlayoffs.href(params) },
            ]}
          />
          <Outlet />
        </Stack>
      )}
    </QueryState>
  );
}
