import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { TabLinks } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A tournament's page: its sections (seed §2 "nested tabs"), the index being its games. */
export function TournamentLayout() {
  usePageTitle('Tournament');
  const { tournamentId } = useRouteParams('tournamentId');
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Anchor component={Link} to={paths.tournaments.href()} size="sm">
          All tournaments
        </Anchor>
        <Title order={1} mt={4}>
          Tournament
        </Title>
        <Text c="dimmed" mt={4}>
          Games, seasons, teams and players of one tournament.
        </Text>
      </div>
      <TabLinks
        label="Tournament sections"
        links={[{ label: 'Games', href: paths.tournament.href({ tournamentId }) }]}
      />
      <Outlet />
    </Stack>
  );
}
