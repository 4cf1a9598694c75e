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
import { tournamentKeys } from './tournament-api.ts';

/** Lists come back as `{ <name>: [...] }`. */
function listOf<T extends z.ZodType>(key: string, item: T) {
  return z.object({ [key]: z.array(item) }).transform((o) => o[key] as z.infer<T>[]);
}

const path = (pattern: string, params: Record<string, string>) => apiPath(pattern, params);

export const seasonKeys = {
  seasons: (tournamentId: string) => ['tournaments', tournamentId, 'seasons'] as const,
  /** The same key as tournament-api.ts's season query, so a save updates that cache. */
  season: (seasonId: string) => ['seasons', seasonId] as const,
  teams: (seasonId: string) => ['seasons', seasonId, 'teams'] as const,
  games: (seasonId: string) => ['seasons', seasonId, 'games'] as const,
  standings: (seasonId: string) => ['seasons', seasonId, 'standings'] as const,
  team: (teamId: string) => ['teams', teamId] as const,
  players: (teamId: string) => ['teams', teamId, 'players'] as const,
  player: (playerId: string) => ['players', playerId] as const,
  game: (gameId: string) => ['games', gameId] as const,
};

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
      client.setQueryData(seasonKeys.season(seasonId), season);
      void client.invalidateQueries({ queryKey: seasonKeys.seasons(season.tournamentId) });
      void client.invalidateQueries({ queryKey: seasonKeys.standings(seasonId) });
    },
  });
}

export const seasonDeleteUrl = (seasonId: string) => path(managementPaths.season, { seasonId });
export const teamDeleteUrl = (teamId: string) => path(managementPaths.team, { teamId });
export const playerDeleteUrl = (playerId: string) => path(managementPaths.player, { playerId });
export const gameDeleteUrl = (gameId: string) => path(managementPaths.game, { gameId });

// Teams
export const teamsQuery = (seasonId: string) =>
  queryOptions({
    queryKey: seasonKeys.teams(seasonId),
    queryFn: () =>
      apiFetch(path(managementPaths.seasonTeams, { seasonId }), {
        schema: listOf('teams', teamSchema),
      }),
  });

export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: seasonKeys.team(teamId),
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
    queryKey: seasonKeys.season(seasonId),
    predicate: (query) => query.queryHash !== kept,
  });
  void client.invalidateQueries({
    queryKey: tournamentKeys.all,
    predicate: ({ queryKey }) => queryKey[2] === 'seasons' || queryKey[2] === 'games',
  });
  void client.invalidateQueries({ queryKey: tournamentKeys.myGames });
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
      client.setQueryData(seasonKeys.team(teamId), team);
      refreshSeason(client, team.seasonId);
      void client.invalidateQueries({ queryKey: ['games'] });
    },
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
    queryKey: seasonKeys.players(teamId),
    queryFn: () =>
      apiFetch(path(managementPaths.teamPlayers, { teamId }), {
        schema: listOf('players', playerSchema),
      }),
  });

export const playerQuery = (playerId: string) =>
  queryOptions({
    queryKey: seasonKeys.player(playerId),
    queryFn: () => apiFetch(path(managementPaths.player, { playerId }), { schema: playerSchema }),
  });

export function refreshRoster(client: QueryClient, teamId: string) {
  void client.invalidateQueries({ queryKey: ['teams', teamId] });
  // Player counts show in the season's team list.
  void client.invalidateQueries({ queryKey: ['seasons'] });
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
      client.setQueryData(seasonKeys.player(playerId), player);
      refreshRoster(client, player.teamId);
    },
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
    queryKey: [...seasonKeys.games(seasonId), filters],
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
    queryKey: seasonKeys.game(gameId),
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
      client.setQueryData(seasonKeys.game(game.id), game);
      refreshSeason(client, game.seasonId);
    },
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
    queryKey: seasonKeys.standings(seasonId),
    queryFn: () =>
      apiFetch(path(managementPaths.seasonStandings, { seasonId }), { schema: standingsSchema }),
  });
