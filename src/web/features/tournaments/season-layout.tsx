import { Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';

export function SeasonLayout() {
  const params = useRouteParams('tournamentId', 'seasonId');
  return (
    <Stack gap="md">
      <Title order={2}>Season</Title>
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
  );
}
