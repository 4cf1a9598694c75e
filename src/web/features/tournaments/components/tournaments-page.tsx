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
import { ownImage } from '../../../lib/own-image.ts';
import { usePlanStatus } from '../../../lib/plan.ts';
import { limitStatus } from '../../../lib/plan-limits.ts';
import { useProfile } from '../../../lib/session.ts';
import { LimitNote } from './limit-note.tsx';
import { useTournaments } from '../api/get-tournaments.ts';

export function TournamentsPage() {
  const profile = useProfile();
  const { tier } = usePlanStatus(profile);
  const [search, setSearch] = useSearchParams();
  const showArchived = search.get('archived') === 'true';
  const list = useTournaments(showArchived);

  const owned = list.data
    ? limitStatus(list.data.owned.count, list.data.owned.limit, 'tournaments', tier)
    : null;
  const atLimit = owned?.reached ?? false;

  const createButton = atLimit ? (
    <Button disabled aria-describedby="tournament-limit">
      Create tournament
    </Button>
  ) : (
    <Button component={Link} to={paths.tournamentCreate.href()}>
      Create tournament
    </Button>
  );

  return (
    <PageFrame
      title="Tournaments"
      description="The tournaments you own or help to run."
      actions={
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            {createButton}
            {owned ? <LimitNote id="tournament-limit" limit={owned} reachedHint=" — " /> : null}
          </Group>
          <Switch
            label="Show archived"
            checked={showArchived}
            onChange={(event) =>
              setSearch(event.currentTarget.checked ? { archived: 'true' } : {}, { replace: true })
            }
          />
        </Group>
      }
    >
      {list.isPending ? <Loader aria-label="Loading tournaments" /> : null}
      {list.error ? <ApiErrorAlert error={list.error} /> : null}
      {list.data && list.data.tournaments.length === 0 ? (
        <EmptyState
          title="No tournaments yet"
          action={
            atLimit ? null : (
              <Button component={Link} to={paths.tournamentCreate.href()} variant="light">
                Create your first tournament
              </Button>
            )
          }
        >
          {showArchived
            ? 'You are not in any tournament, archived or not.'
            : 'Create a tournament for your league, or join one with an invite code from its organiser.'}
        </EmptyState>
      ) : null}
      {list.data && list.data.tournaments.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.data.tournaments.map((t) => (
            <TournamentCard key={t.id} tournament={t} />
          ))}
        </SimpleGrid>
      ) : null}
      {atLimit && list.data && list.data.tournaments.length > 0 ? (
        <Alert color="grape" variant="light">
          Archive a tournament you no longer run to free its place, or upgrade to Tempo Premium for
          unlimited tournaments.
        </Alert>
      ) : null}
    </PageFrame>
  );
}

function TournamentCard({ tournament }: { tournament: Tournament }) {
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
              Archived
            </Badge>
          ) : null}
          {!tournament.publicOutputs ? (
            <Badge color="gray" variant="outline">
              Outputs private
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
            Run by {tournament.ownerName}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
