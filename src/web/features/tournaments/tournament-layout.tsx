import { Alert, Anchor, Avatar, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { roleAtLeast, type Tournament } from '../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { RoleBadge } from '../../components/role-badge.tsx';
import { TabLinks, type TabLink } from '../../components/tab-links.tsx';
import { paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { ownImage } from '../../lib/own-image.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { tournamentQueryOptions } from '../../lib/tournament-api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { TournamentContext } from './tournament-context.ts';
import { TournamentLeaveButton } from './tournament-leave-button.tsx';

function tabsFor(tournament: Tournament): TabLink[] {
  const tournamentId = tournament.id;
  const tabs: TabLink[] = [
    { label: 'Games', href: paths.tournament.href({ tournamentId }) },
    { label: 'Seasons', href: paths.tournamentSeasons.href({ tournamentId }) },
  ];
  if (roleAtLeast(tournament.myRole, 'admin')) {
    tabs.push(
      { label: 'Members', href: paths.tournamentMembers.href({ tournamentId }) },
      { label: 'Settings', href: paths.tournamentSettings.href({ tournamentId }) },
    );
  }
  return tabs;
}

/** A tournament's page: its sections (docs/product/league-pages.md#tournaments), the index being its games. */
export function TournamentLayout() {
  const { tournamentId } = useRouteParams('tournamentId');
  const query = useQuery(tournamentQueryOptions(tournamentId));
  const tournament = query.data;
  usePageTitle(tournament?.name ?? 'Tournament');

  if (query.isPending) return <Loader aria-label="Loading the tournament" />;
  if (query.error || !tournament) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <Anchor component={Link} to={paths.tournaments.href()} size="sm">
          All tournaments
        </Anchor>
        <Title order={1}>{notFound ? 'Tournament not found' : 'The tournament did not load'}</Title>
        {notFound ? (
          <Text>
            There is no tournament at this address, or you are not one of its members. Ask its
            organiser for an invite.
          </Text>
        ) : (
          <ApiErrorAlert error={query.error} />
        )}
      </Stack>
    );
  }

  const context: TournamentContext = { tournament };
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Anchor component={Link} to={paths.tournaments.href()} size="sm">
          All tournaments
        </Anchor>
        <Group gap="sm" mt={4} wrap="nowrap" align="center">
          {tournament.logoUrl ? (
            <Avatar src={ownImage(tournament.logoUrl)} name={tournament.name} radius="sm" />
          ) : null}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {tournament.name}
          </Title>
        </Group>
        <Group gap="xs" mt="xs">
          <Text size="sm" c="dimmed">
            Your role:
          </Text>
          <RoleBadge role={tournament.myRole} />
          {tournament.archived ? (
            <Badge color="yellow" variant="outline">
              Archived
            </Badge>
          ) : null}
          <TournamentLeaveButton tournament={tournament} />
        </Group>
      </div>
      {tournament.archived ? (
        <Alert color="yellow" variant="light">
          This tournament is archived: it can be read but not changed.
          {tournament.myRole === 'owner' ? ' Unarchive it in Settings to edit it again.' : ''}
        </Alert>
      ) : null}
      <TabLinks label="Tournament sections" links={tabsFor(tournament)} />
      <Outlet context={context} />
    </Stack>
  );
}
