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
import { formatDay } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { limitStatus } from '../../lib/plan-limits.ts';
import { useProfile } from '../../lib/session.ts';
import { useMyGames } from '../games/api/get-my-games.ts';
import { useTournaments } from '../tournaments/api/get-tournaments.ts';

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function DashboardPage() {
  const t = useT('app');
  // The plan note's words are the tournaments pages' (management words load with the session).
  const manage = useT('manage');
  const locale = useLocale();
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const tournaments = useTournaments(false);
  const games = useMyGames();
  const owned = tournaments.data
    ? limitStatus(tournaments.data.owned.count, tournaments.data.owned.limit, plan.tier)
    : null;
  const hasTournaments = (tournaments.data?.tournaments.length ?? 0) > 0;

  return (
    <PageFrame
      title={t('dashboard.title')}
      description={t('dashboard.welcome', { name: firstName(profile.name) })}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('dashboard.plan')}
            </Title>
            {plan.tier === 'tempo-premium' ? (
              <Text>
                {plan.premiumUntil
                  ? t('dashboard.premiumUntil', { date: formatDay(locale, plan.premiumUntil) })
                  : t('dashboard.premium')}
              </Text>
            ) : (
              <>
                <Text>{t('dashboard.free')}</Text>
                {owned && owned.limit !== null ? (
                  <Text size="sm" c="dimmed">
                    {manage('tournaments.limit.note', {
                      count: owned.count,
                      limit: owned.limit,
                      what: 'tournaments',
                      plan: t(`billing.plan.${owned.tier}`),
                    })}
                  </Text>
                ) : null}
                <Button component={Link} to={paths.upgrade.href()} size="sm">
                  {t('billing.upgradeToPremium')}
                </Button>
              </>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('dashboard.tournaments')}
            </Title>
            {tournaments.isPending ? (
              <Loader size="sm" aria-label={t('dashboard.loadingTournaments')} />
            ) : null}
            {tournaments.error ? <ApiErrorAlert error={tournaments.error} /> : null}
            {tournaments.data && !hasTournaments ? (
              <>
                <Text c="dimmed">{t('dashboard.noTournaments')}</Text>
                <Button component={Link} to={paths.tournamentCreate.href()} size="sm">
                  {t('dashboard.createTournament')}
                </Button>
              </>
            ) : null}
            {tournaments.data && hasTournaments ? (
              <>
                <Stack gap={4}>
                  {tournaments.data.tournaments.slice(0, 5).map((tournament) => (
                    <Anchor
                      key={tournament.id}
                      component={Link}
                      to={paths.tournament.href({ tournamentId: tournament.id })}
                    >
                      {tournament.name}
                    </Anchor>
                  ))}
                </Stack>
                <Anchor component={Link} to={paths.tournaments.href()} size="sm">
                  {t('dashboard.allTournaments')}
                </Anchor>
              </>
            ) : null}
          </Stack>
        </Paper>
      </SimpleGrid>

      {games.error ? <ApiErrorAlert error={games.error} /> : null}
      {games.isPending ? <Loader aria-label={t('dashboard.loadingGames')} /> : null}
      {games.data ? (
        <>
          <GameSection
            title={t('dashboard.live')}
            games={games.data.live}
            empty={t('dashboard.noLive')}
          />
          <GameSection
            title={t('dashboard.upcoming')}
            games={games.data.upcoming}
            empty={hasTournaments ? t('dashboard.noUpcoming') : t('dashboard.noUpcomingYet')}
          />
          <GameSection
            title={t('dashboard.recent')}
            games={games.data.recent}
            empty={t('dashboard.noRecent')}
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
