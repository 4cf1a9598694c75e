// Calls and query hooks for tournaments, their members and invites, and their seasons: shared by
// the tournament pages, the season pages and the dashboard, so every page reads one cache.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath, managementPaths } from '../../contract/api-paths.ts';
import { gameSchema, myGamesSchema, type GameListQuery } from '../../contract/games.ts';
import { seasonSchema, type CreateSeason } from '../../contract/seasons.ts';
import {
  inviteSchema,
  invitePreviewSchema,
  joinResultSchema,
  memberSchema,
  tournamentListSchema,
  tournamentSchema,
  type CreateInvite,
  type CreateTournament,
  type InviteRole,
  type UpdateTournament,
} from '../../contract/tournaments.ts';
import { apiFetch } from './api-client.ts';
import { withSearch } from '../config/paths.ts';

const memberListSchema = z.object({ members: z.array(memberSchema) });
const inviteListSchema = z.object({ invites: z.array(inviteSchema) });
const seasonListSchema = z.object({ seasons: z.array(seasonSchema) });
const gameListSchema = z.object({ games: z.array(gameSchema) });

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (archived: boolean) => ['tournaments', 'list', { archived }] as const,
  one: (tournamentId: string) => ['tournaments', tournamentId] as const,
  members: (tournamentId: string) => ['tournaments', tournamentId, 'members'] as const,
  invites: (tournamentId: string) => ['tournaments', tournamentId, 'invites'] as const,
  seasons: (tournamentId: string) => ['tournaments', tournamentId, 'seasons'] as const,
  games: (tournamentId: string, filters: GameListQuery) =>
    ['tournaments', tournamentId, 'games', filters] as const,
  season: (seasonId: string) => ['seasons', seasonId] as const,
  myGames: ['me', 'games'] as const,
  /** The answer differs once signed in (currentRole), so the viewer is part of the key. */
  invitePreview: (code: string, viewerId: string | null) => ['invites', code, viewerId] as const,
};

export function tournamentsQueryOptions(archived = false) {
  return queryOptions({
    queryKey: tournamentKeys.list(archived),
    queryFn: ({ signal }) =>
      apiFetch(withSearch(managementPaths.tournaments, { archived: archived ? 'true' : null }), {
        schema: tournamentListSchema,
        signal,
      }),
  });
}

export function tournamentQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.one(tournamentId),
    queryFn: ({ signal }) =>
      apiFetch(apiPath(managementPaths.tournament, { tournamentId }), {
        schema: tournamentSchema,
        signal,
      }),
  });
}

export function membersQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.members(tournamentId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(apiPath(managementPaths.members, { tournamentId }), {
          schema: memberListSchema,
          signal,
        })
      ).members,
  });
}

export function invitesQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.invites(tournamentId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(apiPath(managementPaths.invites, { tournamentId }), {
          schema: inviteListSchema,
          signal,
        })
      ).invites,
  });
}

export function seasonsQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.seasons(tournamentId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(apiPath(managementPaths.seasons, { tournamentId }), {
          schema: seasonListSchema,
          signal,
        })
      ).seasons,
  });
}

export function seasonQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: tournamentKeys.season(seasonId),
    queryFn: ({ signal }) =>
      apiFetch(apiPath(managementPaths.season, { seasonId }), { schema: seasonSchema, signal }),
  });
}

export function tournamentGamesQueryOptions(tournamentId: string, filters: GameListQuery) {
  return queryOptions({
    queryKey: tournamentKeys.games(tournamentId, filters),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          withSearch(apiPath(managementPaths.tournamentGames, { tournamentId }), { ...filters }),
          { schema: gameListSchema, signal },
        )
      ).games,
  });
}

export const myGamesQueryOptions = queryOptions({
  queryKey: tournamentKeys.myGames,
  queryFn: ({ signal }) => apiFetch(managementPaths.myGames, { schema: myGamesSchema, signal }),
});

export function invitePreviewQueryOptions(code: string, viewerId: string | null) {
  return queryOptions({
    queryKey: tournamentKeys.invitePreview(code, viewerId),
    queryFn: ({ signal }) =>
      apiFetch(apiPath(managementPaths.invitePreview, { code }), {
        schema: invitePreviewSchema,
        signal,
      }),
    staleTime: 0,
  });
}

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournament) =>
      apiFetch(managementPaths.tournaments, { method: 'POST', body, schema: tournamentSchema }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.one(tournament.id), tournament);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}

export function useUpdateTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournament) =>
      apiFetch(apiPath(managementPaths.tournament, { tournamentId }), {
        method: 'PATCH',
        body,
        schema: tournamentSchema,
      }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.one(tournament.id), tournament);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.list(false) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.list(true) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.myGames }),
      ]);
    },
  });
}

/** The DELETE path of a tournament; the confirm modal adds `?confirm=true`. */
export function tournamentDeletePath(tournamentId: string) {
  return apiPath(managementPaths.tournament, { tournamentId });
}

export function useUpdateMemberRole(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) =>
      apiFetch(apiPath(managementPaths.member, { tournamentId, userId }), {
        method: 'PATCH',
        body: { role },
        schema: memberSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
  });
}

export function useRemoveMember(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(apiPath(managementPaths.member, { tournamentId, userId }), { method: 'DELETE' }),
    // Leaving takes the tournament off the person's lists too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.list(false) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.list(true) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.myGames }),
      ]),
  });
}

export function useCreateInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvite) =>
      apiFetch(apiPath(managementPaths.invites, { tournamentId }), {
        method: 'POST',
        body,
        schema: inviteSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

export function useRevokeInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiFetch(apiPath(managementPaths.inviteRevoke, { tournamentId, inviteId }), {
        method: 'POST',
        schema: inviteSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch(apiPath(managementPaths.inviteJoin, { code }), {
        method: 'POST',
        schema: joinResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.myGames }),
      ]),
  });
}

export function useCreateSeason(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeason) =>
      apiFetch(apiPath(managementPaths.seasons, { tournamentId }), {
        method: 'POST',
        body,
        schema: seasonSchema,
      }),
    onSuccess: (season) => {
      queryClient.setQueryData(tournamentKeys.season(season.id), season);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.seasons(tournamentId) });
    },
  });
}
