import { Alert, Anchor, Avatar, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { roleAtLeast, type Tournament } from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { TabLinks, type TabLink } from '../../../components/tab-links.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { ownImage } from '../../../lib/own-image.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import type { TournamentContext } from './tournament-context.ts';
import { TournamentLeaveButton } from './tournament-leave-button.tsx';
import { useTournamentQuery } from '../api/get-tournament.ts';

function tabsFor(t: Translate<MessageKey<'manage'>>, tournament: Tournament): TabLink[] {
  const tournamentId = tournament.id;
  const tabs: TabLink[] = [
    { label: t('tournaments.tab.games'), href: paths.tournament.href({ tournamentId }) },
    { label: t('tournaments.tab.seasons'), href: paths.tournamentSeasons.href({ tournamentId }) },
  ];
  if (roleAtLeast(tournament.myRole, 'admin')) {
    tabs.push(
      { label: t('tournaments.tab.members'), href: paths.tournamentMembers.href({ tournamentId }) },
      {
        label: t('tournaments.tab.settings'),
        href: paths.tournamentSettings.href({ tournamentId }),
      },
    );
  }
  return tabs;
}

/** A tournament's page: its sections (docs/product/league-pages.md#tournaments), the index being its games. */
export function TournamentLayout() {
  const t = useT('manage');
  const { tournamentId } = useRouteParams('tournamentId');
  const query = useTournamentQuery(tournamentId);
  const tournament = query.data;
  usePageTitle(tournament?.name ?? t('tournaments.pageTitle'));

  if (query.isPending) return <Loader aria-label={t('tournaments.loading')} />;
  if (query.error || !tournament) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <Stack gap="md" maw={640}>
        <Anchor component={Link} to={paths.tournaments.href()} size="sm">
          {t('tournaments.all')}
        </Anchor>
        <Title order={1}>
          {t(notFound ? 'tournaments.notFound.title' : 'tournaments.loadFailed')}
        </Title>
        {notFound ? (
          <Text>{t('tournaments.notFound.body')}</Text>
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
          {t('tournaments.all')}
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
            {t('tournaments.yourRole')}
          </Text>
          <RoleBadge role={tournament.myRole} />
          {tournament.archived ? (
            <Badge color="yellow" variant="outline">
              {t('tournaments.archivedBadge')}
            </Badge>
          ) : null}
          <TournamentLeaveButton tournament={tournament} />
        </Group>
      </div>
      {tournament.archived ? (
        <Alert color="yellow" variant="light">
          {t('tournaments.archivedAlert', { owner: String(tournament.myRole === 'owner') })}
        </Alert>
      ) : null}
      <TabLinks label={t('tournaments.sections')} links={tabsFor(t, tournament)} />
      <Outlet context={context} />
    </Stack>
  );
}
