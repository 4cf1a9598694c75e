import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { gameStatuses, type GameStatus } from '../../../../contract/games.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { fieldMessages } from '../../../lib/form-errors.ts';
import { gameStatusLabels } from '../../../lib/game-time-format.ts';
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
              New game
            </Title>
            <GameForm
              teams={teamList}
              submitLabel="Create game"
              pending={create.isPending}
              error={create.error}
              onCancel={() => setCreating(false)}
              onSubmit={(body, setErrors) =>
                create.mutate(body, {
                  onSuccess: () => {
                    notifySuccess('The game was created.');
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
            label="Status"
            placeholder="Any status"
            clearable
            data={gameStatuses.map((s) => ({ value: s, label: gameStatusLabels[s] }))}
            value={status}
            onChange={(v) => setStatus(v as GameStatus | null)}
            w={180}
          />
          <Select
            label="Team"
            placeholder="Any team"
            clearable
            searchable
            data={teamList.map((t) => ({ value: t.id, label: t.name }))}
            value={teamId}
            onChange={setTeamId}
            w={220}
          />
        </Group>
        {canEdit && !creating ? (
          teamList.length >= 2 ? (
            <Button onClick={() => setCreating(true)}>New game</Button>
          ) : null
        ) : null}
      </Group>
      <QueryState query={games} what="games">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="Games" order={3}>
              {status || teamId
                ? 'No game matches these filters.'
                : teamList.length < 2
                  ? 'This season has no games yet. Add at least two teams to create games.'
                  : 'This season has no games yet. Create one here, or generate a schedule.'}
            </EmptyState>
          ) : (
            <GameList games={list} canScore={canEdit} />
          )
        }
      </QueryState>
    </Stack>
  );
}
