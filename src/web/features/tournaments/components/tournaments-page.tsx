import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Tournament } from '../../../../contract/tournaments.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { ownImage } from '../../../lib/own-image.ts';
import { usePlanStatus } from '../../../lib/plan.ts';
import { limitStatus } from '../../../lib/plan-limits.ts';
import { useProfile } from '../../../lib/session.ts';
import { LimitNote } from './limit-note.tsx';
import { useTournaments } from '../api/get-tournaments.ts';

export function TournamentsPage() {
  const t = useT('manage');
  const profile = useProfile();
  const { tier } = usePlanStatus(profile);
  const [search, setSearch] = useSearchParams();
  const showArchived = search.get('archived') === 'true';
  const list = useTournaments(showArchived);

  const owned = list.data ? limitStatus(list.data.owned.count, list.data.owned.limit, tier) : null;
  const atLimit = owned?.reached ?? false;

  const createButton = atLimit ? (
    <Button disabled aria-describedby="tournament-limit">
      {t('tournaments.create.submit')}
    </Button>
  ) : (
    <Button component={Link} to={paths.tournamentCreate.href()}>
      {t('tournaments.create.submit')}
    </Button>
  );

  return (
    <PageFrame
      title={t('tournaments.list.title')}
      description={t('tournaments.list.description')}
      actions={
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            {createButton}
            {owned ? (
              <LimitNote id="tournament-limit" limit={owned} what="tournaments" reachedHint=" — " />
            ) : null}
          </Group>
          <Switch
            label={t('tournaments.list.showArchived')}
            checked={showArchived}
            onChange={(event) =>
              setSearch(event.currentTarget.checked ? { archived: 'true' } : {}, { replace: true })
            }
          />
        </Group>
      }
    >
      {list.isPending ? <Loader aria-label={t('tournaments.list.loading')} /> : null}
      {list.error ? <ApiErrorAlert error={list.error} /> : null}
      {list.data && list.data.tournaments.length === 0 ? (
        <EmptyState
          title={t('tournaments.list.empty.title')}
          action={
            atLimit ? null : (
              <Button component={Link} to={paths.tournamentCreate.href()} variant="light">
                {t('tournaments.list.empty.createFirst')}
              </Button>
            )
          }
        >
          {t(showArchived ? 'tournaments.list.empty.archived' : 'tournaments.list.empty.body')}
        </EmptyState>
      ) : null}
      {list.data && list.data.tournaments.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.data.tournaments.map((item) => (
            <TournamentCard key={item.id} tournament={item} />
          ))}
        </SimpleGrid>
      ) : null}
      {atLimit && list.data && list.data.tournaments.length > 0 ? (
        <Alert color="grape" variant="light">
          {t('tournaments.list.atLimit')}
        </Alert>
      ) : null}
    </PageFrame>
  );
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
  const t = useT('manage');
  return (
    <Paper withBorder p="md" radius="md" component="article">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={ownImage(tournament.logoUrl)} name={tournament.name} radius="sm" />
          <Anchor
            component={Link}
            to={paths.tournament.href({ tournamentId: tournament.id })}
            fw={600}
            lineClamp={2}
          >
            {tournament.name}
          </Anchor>
        </Group>
        <Group gap="xs">
          <RoleBadge role={tournament.myRole} />
          {tournament.archived ? (
            <Badge color="yellow" variant="outline">
              {t('tournaments.archivedBadge')}
            </Badge>
          ) : null}
          {!tournament.publicOutputs ? (
            <Badge color="gray" variant="outline">
              {t('tournaments.list.outputsPrivate')}
            </Badge>
          ) : null}
        </Group>
        {tournament.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {tournament.description}
          </Text>
        ) : null}
        {tournament.myRole !== 'owner' ? (
          <Text size="xs" c="dimmed">
            {t('tournaments.list.runBy', { name: tournament.ownerName })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
