import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../contract/games.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { GamesTable } from '../../components/games-table.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { limitStatus } from '../../lib/plan-limits.ts';
import { useProfile } from '../../lib/session.ts';
import { useMyGames } from '../games/api/get-my-games.ts';
import { useTournaments } from '../tournaments/api/get-tournaments.ts';

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function DashboardPage() {
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const tournaments = useTournaments(false);
  const games = useMyGames();
  const owned = tournaments.data
    ? limitStatus(
        tournaments.data.owned.count,
        tournaments.data.owned.limit,
        'tournaments',
        plan.tier,
      )
    : null;
  const hasTournaments = (tournaments.data?.tournaments.length ?? 0) > 0;

  return (
    <PageFrame title="Dashboard" description={`Welcome, ${firstName(profile.name)}.`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Your plan
            </Title>
            {plan.tier === 'tempo-premium' ? (
              <Text>
                Tempo Premium
                {plan.premiumUntil ? `, until ${formatDate(plan.premiumUntil)}` : ''}. Every
                console, output and export is open to you.
              </Text>
            ) : (
              <>
                <Text>
                  Free plan. Premium adds the stats consoles, player stat sheets, exports and
                  playoff brackets.
                </Text>
                {owned?.text ? (
                  <Text size="sm" c="dimmed">
                    {owned.text}
                  </Text>
                ) : null}
                <Button component={Link} to={paths.upgrade.href()} size="sm">
                  Upgrade to Premium
                </Button>
              </>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Your tournaments
            </Title>
            {tournaments.isPending ? <Loader size="sm" aria-label="Loading tournaments" /> : null}
            {tournaments.error ? <ApiErrorAlert error={tournaments.error} /> : null}
            {tournaments.data && !hasTournaments ? (
              <>
                <Text c="dimmed">
                  You have no tournaments yet. Create one for your league, or join one with an
                  invite link from its organiser.
                </Text>
                <Button component={Link} to={paths.tournamentCreate.href()} size="sm">
                  Create a tournament
                </Button>
              </>
            ) : null}
            {tournaments.data && hasTournaments ? (
              <>
                <Stack gap={4}>
                  {tournaments.data.tournaments.slice(0, 5).map((t) => (
                    <Anchor
                      key={t.id}
                      component={Link}
                      to={paths.tournament.href({ tournamentId: t.id })}
                    >
                      {t.name}
                    </Anchor>
                  ))}
                </Stack>
                <Anchor component={Link} to={paths.tournaments.href()} size="sm">
                  All tournaments
                </Anchor>
              </>
            ) : null}
          </Stack>
        </Paper>
      </SimpleGrid>

      {games.error ? <ApiErrorAlert error={games.error} /> : null}
      {games.isPending ? <Loader aria-label="Loading games" /> : null}
      {games.data ? (
        <>
          <GameSection
            title="Live now"
            games={games.data.live}
            empty="No game is live right now."
          />
          <GameSection
            title="Upcoming games"
            games={games.data.upcoming}
            empty={
              hasTournaments
                ? 'No games in the next two weeks. Schedule games in a season of your tournaments.'
                : 'Games of your tournaments appear here once they are scheduled.'
            }
          />
          <GameSection
            title="Recent results"
            games={games.data.recent}
            empty="No results yet. Final scores of your games appear here."
          />
        </>
      ) : null}
    </PageFrame>
  );
}

function GameSection({ title, games, empty }: { title: string; games: Game[]; empty: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {games.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <GamesTable games={games} showTournament caption={title} />
      )}
    </Stack>
  );
}
