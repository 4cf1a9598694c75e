import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { gameStatuses, type GameStatus } from '../../../../contract/games.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { GameForm, gameFieldNames } from './game-form.tsx';
import { GameList } from './game-list.tsx';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useTeams } from '../../teams/api/get-teams.ts';
import { useCreateGame } from '../api/create-game.ts';
import { useSeasonGames } from '../api/get-season-games.ts';

export function SeasonGamesTab() {
  const t = useT('manage');
  const common = useT('common');
  const params = useRouteParams('tournamentId', 'seasonId');
  const { can } = useTournamentAccess(params.tournamentId);
  const [status, setStatus] = useState<GameStatus | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const teams = useTeams(params.seasonId);
  const games = useSeasonGames(params.seasonId, {
    ...(status ? { status } : {}),
    ...(teamId ? { teamId } : {}),
  });
  const create = useCreateGame(params.seasonId);
  const canEdit = can('scorekeeper');
  const teamList = teams.data ?? [];

  return (
    <Stack gap="md">
      {creating ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('games.new')}
            </Title>
            <GameForm
              teams={teamList}
              submitLabel={t('games.create')}
              pending={create.isPending}
              error={create.error}
              onCancel={() => setCreating(false)}
              onSubmit={(body, setErrors) =>
                create.mutate(body, {
                  onSuccess: () => {
                    notifySuccess(t('games.created'));
                    setCreating(false);
                  },
                  onError: (error) => setErrors(fieldMessages(error, gameFieldNames)),
                })
              }
            />
          </Stack>
        </Paper>
      ) : null}
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Select
            label={t('games.filter.status')}
            placeholder={t('games.filter.anyStatus')}
            clearable
            data={gameStatuses.map((s) => ({ value: s, label: common(`status.${s}`) }))}
            value={status}
            onChange={(v) => setStatus(v as GameStatus | null)}
            w={180}
          />
          <Select
            label={t('games.filter.team')}
            placeholder={t('games.filter.anyTeam')}
            clearable
            searchable
            data={teamList.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={setTeamId}
            w={220}
          />
        </Group>
        {canEdit && !creating ? (
          teamList.length >= 2 ? (
            <Button onClick={() => setCreating(true)}>{t('games.new')}</Button>
          ) : null
        ) : null}
      </Group>
      <QueryState query={games} what="games">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('seasons.tab.games')} order={3}>
              {t(
                status || teamId
                  ? 'games.season.noMatch'
                  : teamList.length < 2
                    ? 'games.season.needTeams'
                    : 'games.season.empty',
              )}
            </EmptyState>
          ) : (
            <GameList games={list} canScore={canEdit} />
          )
        }
      </QueryState>
    </Stack>
  );
}
