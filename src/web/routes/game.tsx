import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Game } from '../../contract/games.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import { GameStatusBadge } from '../components/game-status-badge.tsx';
import { TeamBadge } from '../components/team-badge.tsx';
import { paths } from '../config/paths.ts';
import { fieldMessages } from '../lib/form-errors.ts';
import { formatGameTimeAndPlace } from '../lib/game-time-format.ts';
import { notifySuccess } from '../lib/notify.ts';
import { useRouteParams } from '../lib/route-params.ts';
import { GameChartsCard } from '../features/stats/components/game-charts-card.tsx';
import { GameExports } from '../features/exports/components/game-exports.tsx';
import { GameForm, gameFieldNames } from '../features/games/components/game-form.tsx';
import { GameResultForm } from '../features/games/components/game-result-form.tsx';
import { GameScreens, PremiumNote } from '../features/games/components/game-screens.tsx';
import { useTournamentAccess } from '../features/tournaments/api/use-tournament-access.ts';
import { QueryPage } from '../components/query-page.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useDeleteGame } from '../features/games/api/delete-game.ts';
import { useGame } from '../features/games/api/get-game.ts';
import { useUpdateGame } from '../features/games/api/update-game.ts';
import { teamsQueryOptions } from '../features/teams/api/get-teams.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { gameQueryOptions } from '../features/games/api/get-game.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

export function GamePage() {
  const t = useT('manage');
  const common = useT('common');
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const game = useGame(params.gameId);
  const title = game.data
    ? common('vs', { home: game.data.homeTeam.name, away: game.data.awayTeam.name })
    : common('term.game');
  return (
    <QueryPage
      title={title}
      back={paths.seasonGames.href(params)}
      backLabel={t('games.back')}
      query={game}
      what="game"
    >
      {(g) => <GameDetails game={g} />}
    </QueryPage>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

function GameDetails({ game }: { game: Game }) {
  const t = useT('manage');
  const common = useT('common');
  const { can, tournament } = useTournamentAccess(game.tournamentId);
  const navigate = useNavigate();
  const remove = useDeleteGame(game);
  const [editing, setEditing] = useState<'details' | 'result' | null>(null);
  const teams = useQuery({ ...teamsQueryOptions(game.seasonId), enabled: editing === 'details' });
  const update = useUpdateGame();
  const seasonParams = { tournamentId: game.tournamentId, seasonId: game.seasonId };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="lg" wrap="wrap" align="center">
              <TeamBadge team={game.homeTeam} size={48} />
              <Title order={2} aria-label={common('term.score')}>
                {game.homeScore ?? '–'} : {game.awayScore ?? '–'}
              </Title>
              <TeamBadge team={game.awayTeam} size={48} />
            </Group>
            <GameStatusBadge status={game.status} />
          </Group>
          {game.status === 'forfeit' && game.forfeitedBy ? (
            <Text size="sm">
              {t('games.forfeitedBy', {
                team: game.forfeitedBy === 'home' ? game.homeTeam.name : game.awayTeam.name,
              })}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Detail label={t('games.detail.when')}>
              {formatGameTimeAndPlace(t, game.scheduledAt, game.timezone)}
            </Detail>
            <Detail label={t('games.detail.where')}>
              {[game.venue, game.court].filter(Boolean).join(' · ') || t('games.detail.notSet')}
            </Detail>
            <Detail label={t('games.field.round')}>{game.round || t('games.detail.notSet')}</Detail>
            <Detail label={t('games.column.season')}>
              <Anchor component={Link} to={paths.seasonGames.href(seasonParams)}>
                {game.seasonName}
              </Anchor>
            </Detail>
            <Detail label={t('games.field.officials')}>
              {game.officials || t('games.detail.notSet')}
            </Detail>
            <Detail label={t('games.field.notes')}>{game.notes || t('games.detail.none')}</Detail>
          </SimpleGrid>
          <Group gap="xs">
            {can('scorekeeper') ? (
              <>
                <Button variant="default" onClick={() => setEditing('details')}>
                  {t('games.edit')}
                </Button>
                <Button variant="light" onClick={() => setEditing('result')}>
                  {t('games.result.enter')}
                </Button>
              </>
            ) : null}
            {can('admin') ? (
              <ConfirmDeleteButton
                label={t('games.delete.button')}
                question={t('games.delete.question', {
                  game: common('vs', { home: game.homeTeam.name, away: game.awayTeam.name }),
                })}
                remove={remove}
                onDeleted={() => {
                  notifySuccess(t('games.deleted'));
                  void navigate(paths.seasonGames.href(seasonParams));
                }}
              />
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {editing === 'details' ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('games.edit')}
            </Title>
            <QueryState query={teams} what="teams">
              {(list) => (
                <GameForm
                  game={game}
                  teams={list}
                  submitLabel={t('games.save')}
                  pending={update.isPending}
                  error={update.error}
                  onCancel={() => setEditing(null)}
                  onSubmit={(body, setErrors) =>
                    update.mutate(
                      { gameId: game.id, body },
                      {
                        onSuccess: () => {
                          notifySuccess(t('games.saved'));
                          setEditing(null);
                        },
                        onError: (error) => setErrors(fieldMessages(error, gameFieldNames)),
                      },
                    )
                  }
                />
              )}
            </QueryState>
          </Stack>
        </Paper>
      ) : null}
      {editing === 'result' ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('games.result.button')}
            </Title>
            <GameResultForm game={game} onDone={() => setEditing(null)} />
          </Stack>
        </Paper>
      ) : null}
      <GameChartsCard game={game} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('games.screens.title')}
          </Title>
          <PremiumNote ownerTier={tournament?.ownerTier ?? 'free'} />
          <GameScreens game={game} ownerTier={tournament?.ownerTier ?? 'free'} />
        </Stack>
      </Paper>
      <GameExports game={game} />
    </Stack>
  );
}

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'gameId');
  return loadQueries(tournamentQueryOptions(p.tournamentId), gameQueryOptions(p.gameId));
}

export { GamePage as Component };
