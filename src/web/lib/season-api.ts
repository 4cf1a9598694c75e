// A season's calls: teams, players, games, schedule and standings (docs/product/league-pages.md). Each action's
// fetch and query hook sit together so pages never spell an API path themselves.
import {
  hashKey,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath, managementPaths } from '../../contract/api-paths.ts';
import {
  gameSchema,
  generateScheduleResultSchema,
  standingsSchema,
  type CreateGame,
  type GameListQuery,
  type GenerateSchedule,
  type UpdateGame,
} from '../../contract/games.ts';
import { seasonSchema, type UpdateSeason } from '../../contract/seasons.ts';
import {
  importResultSchema,
  playerSchema,
  teamSchema,
  type CreatePlayer,
  type CreateTeam,
  type ImportPlayers,
  type UpdatePlayer,
  type UpdateTeam,
} from '../../contract/teams.ts';
import { apiFetch } from './api-client.ts';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from './confirmed-delete.ts';
import {
  gameKeys,
  playerKeys,
  seasonKeys,
  standingsKeys,
  teamKeys,
  tournamentKeys,
} from './query-keys.ts';

/** Lists come back as `{ <name>: [...] }`. */
function listOf<T extends z.ZodType>(key: string, item: T) {
  return z.object({ [key]: z.array(item) }).transform((o) => o[key] as z.infer<T>[]);
}

const path = (pattern: string, params: Record<string, string>) => apiPath(pattern, params);

export function useUpdateSeason(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeason) =>
      apiFetch(path(managementPaths.season, { seasonId }), {
        method: 'PATCH',
        body,
        schema: seasonSchema,
      }),
    onSuccess: (season) => {
      client.setQueryData(seasonKeys.detail(seasonId), season);
      void client.invalidateQueries({ queryKey: seasonKeys.list(season.tournamentId) });
      void client.invalidateQueries({ queryKey: standingsKeys.season(seasonId) });
    },
  });
}

/** Deleting a season takes it off its tournament's list, with its teams, players and games. */
export function useDeleteSeason(season: { id: string; tournamentId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(path(managementPaths.season, { seasonId: season.id }), () => {
    dropFromLists(client, seasonKeys.list(season.tournamentId), season.id);
    forgetDeleted(client, seasonKeys.detail(season.id));
    // Its teams, players and games went too; their ids are not known here.
    for (const all of [teamKeys.all, playerKeys.all, gameKeys.all]) forgetDeleted(client, all);
    // The tournament with everything listed under it (its seasons, its games).
    void client.invalidateQueries({ queryKey: tournamentKeys.detail(season.tournamentId) });
    void client.invalidateQueries({ queryKey: gameKeys.mine });
  });
}

// Teams
export const teamsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: teamKeys.list(seasonId),
    queryFn: () =>
      apiFetch(path(managementPaths.seasonTeams, { seasonId }), {
        schema: listOf('teams', teamSchema),
      }),
  });

export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: () => apiFetch(path(managementPaths.team, { teamId }), { schema: teamSchema }),
  });

/**
 * After a season's teams or games change (added, edited, drawn by a bracket, deleted): the
 * season with its team and game counts and everything under it, and the tournament's lists that
 * repeat them (its seasons tab with the counts, its games tab, the dashboard's games). `keep` is
 * a query under the season the caller has just set from the answer, so it is not read again.
 */
export function refreshSeason(client: QueryClient, seasonId: string, keep?: QueryKey) {
  const kept = keep ? hashKey(keep) : null;
  void client.invalidateQueries({
    queryKey: seasonKeys.detail(seasonId),
    predicate: (query) => query.queryHash !== kept,
  });
  void client.invalidateQueries({
    queryKey: tournamentKeys.all,
    predicate: ({ queryKey }) => queryKey[2] === 'seasons' || queryKey[2] === 'games',
  });
  void client.invalidateQueries({ queryKey: gameKeys.mine });
}

export function useCreateTeam(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeam) =>
      apiFetch(path(managementPaths.seasonTeams, { seasonId }), {
        method: 'POST',
        body,
        schema: teamSchema,
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

export function useUpdateTeam(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) =>
      apiFetch(path(managementPaths.team, { teamId }), {
        method: 'PATCH',
        body,
        schema: teamSchema,
      }),
    onSuccess: (team) => {
      client.setQueryData(teamKeys.detail(teamId), team);
      refreshSeason(client, team.seasonId);
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

/** Deleting a team takes its roster and its games with it, and changes the season around them. */
export function useDeleteTeam(team: { id: string; seasonId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(path(managementPaths.team, { teamId: team.id }), () => {
    dropFromLists(client, teamKeys.list(team.seasonId), team.id);
    forgetDeleted(client, teamKeys.detail(team.id));
    // Its players and games went too; their ids are not known here.
    forgetDeleted(client, playerKeys.all);
    forgetDeleted(client, gameKeys.all);
    refreshSeason(client, team.seasonId);
  });
}

export function useCopyTeams(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromSeasonId: string; withPlayers: boolean }) =>
      apiFetch(path(managementPaths.seasonTeamsCopy, { seasonId }), {
        method: 'POST',
        body,
        schema: listOf('teams', teamSchema),
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

// Players
export const playersQuery = (teamId: string) =>
  queryOptions({
    queryKey: playerKeys.list(teamId),
    queryFn: () =>
      apiFetch(path(managementPaths.teamPlayers, { teamId }), {
        schema: listOf('players', playerSchema),
      }),
  });

export const playerQuery = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.detail(playerId),
    queryFn: () => apiFetch(path(managementPaths.player, { playerId }), { schema: playerSchema }),
  });

export function refreshRoster(client: QueryClient, teamId: string) {
  void client.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
  // Player counts show in the season's team list, player rows in its stats.
  void client.invalidateQueries({ queryKey: seasonKeys.all });
}

export function useCreatePlayer(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlayer) =>
      apiFetch(path(managementPaths.teamPlayers, { teamId }), {
        method: 'POST',
        body,
        schema: playerSchema,
      }),
    onSuccess: () => refreshRoster(client, teamId),
  });
}

export function useUpdatePlayer(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlayer) =>
      apiFetch(path(managementPaths.player, { playerId }), {
        method: 'PATCH',
        body,
        schema: playerSchema,
      }),
    onSuccess: (player) => {
      client.setQueryData(playerKeys.detail(playerId), player);
      refreshRoster(client, player.teamId);
    },
  });
}

export function useDeletePlayer(player: { id: string; teamId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(path(managementPaths.player, { playerId: player.id }), () => {
    dropFromLists(client, playerKeys.list(player.teamId), player.id);
    forgetDeleted(client, playerKeys.detail(player.id));
    refreshRoster(client, player.teamId);
  });
}

/** A preview (commit false) answers 200 with per-row errors; a refused commit answers 400 too. */
export function useImportPlayers(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPlayers) =>
      apiFetch(path(managementPaths.teamPlayersImport, { teamId }), {
        method: 'POST',
        body,
        schema: importResultSchema,
      }),
    onSuccess: (result) => {
      if (result.created > 0) refreshRoster(client, teamId);
    },
  });
}

// Games
export const gamesQuery = (seasonId: string, filters: Omit<GameListQuery, 'seasonId'> = {}) =>
  queryOptions({
    queryKey: gameKeys.seasonList(seasonId, filters),
    queryFn: () => {
      const search = new URLSearchParams();
      if (filters.status) search.set('status', filters.status);
      if (filters.teamId) search.set('teamId', filters.teamId);
      const query = search.toString();
      const url = path(managementPaths.seasonGames, { seasonId });
      return apiFetch(query ? `${url}?${query}` : url, { schema: listOf('games', gameSchema) });
    },
  });

export const gameQuery = (gameId: string) =>
  queryOptions({
    queryKey: gameKeys.detail(gameId),
    queryFn: () => apiFetch(path(managementPaths.game, { gameId }), { schema: gameSchema }),
  });

export function useCreateGame(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGame) =>
      apiFetch(path(managementPaths.seasonGames, { seasonId }), {
        method: 'POST',
        body,
        schema: gameSchema,
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: string; body: UpdateGame }) =>
      apiFetch(path(managementPaths.game, { gameId }), {
        method: 'PATCH',
        body,
        schema: gameSchema,
      }),
    onSuccess: (game) => {
      client.setQueryData(gameKeys.detail(game.id), game);
      refreshSeason(client, game.seasonId);
    },
  });
}

/** Deleting a game changes the season's lists, standings and stats, and the dashboard's games. */
export function useDeleteGame(game: { id: string; seasonId: string; tournamentId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(path(managementPaths.game, { gameId: game.id }), () => {
    dropFromLists(client, gameKeys.seasonLists(game.seasonId), game.id);
    dropFromLists(client, gameKeys.tournamentLists(game.tournamentId), game.id);
    forgetDeleted(client, gameKeys.detail(game.id));
    refreshSeason(client, game.seasonId);
    // The teams' and players' figures counted the game.
    void client.invalidateQueries({ queryKey: teamKeys.all });
    void client.invalidateQueries({ queryKey: playerKeys.all });
  });
}

export function useGenerateSchedule(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSchedule) =>
      apiFetch(path(managementPaths.seasonSchedule, { seasonId }), {
        method: 'POST',
        body,
        schema: generateScheduleResultSchema,
      }),
    onSuccess: (result) => {
      if (result.created > 0) refreshSeason(client, seasonId);
    },
  });
}

export const standingsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: standingsKeys.season(seasonId),
    queryFn: () =>
      apiFetch(path(managementPaths.seasonStandings, { seasonId }), { schema: standingsSchema }),
  });
