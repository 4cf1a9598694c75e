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
  type TournamentList,
  type UpdateTournament,
} from '../../contract/tournaments.ts';
import { apiFetch } from './api-client.ts';
import { forgetDeleted, useConfirmedDelete } from './confirmed-delete.ts';
import { gameKeys, playerKeys, seasonKeys, teamKeys, tournamentKeys } from './query-keys.ts';
import { withSearch } from '../config/paths.ts';

const memberListSchema = z.object({ members: z.array(memberSchema) });
const inviteListSchema = z.object({ invites: z.array(inviteSchema) });
const seasonListSchema = z.object({ seasons: z.array(seasonSchema) });
const gameListSchema = z.object({ games: z.array(gameSchema) });

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
    queryKey: tournamentKeys.detail(tournamentId),
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
    queryKey: seasonKeys.list(tournamentId),
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
    queryKey: seasonKeys.detail(seasonId),
    queryFn: ({ signal }) =>
      apiFetch(apiPath(managementPaths.season, { seasonId }), { schema: seasonSchema, signal }),
  });
}

export function tournamentGamesQueryOptions(tournamentId: string, filters: GameListQuery) {
  return queryOptions({
    queryKey: gameKeys.tournamentList(tournamentId, filters),
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
  queryKey: gameKeys.mine,
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
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
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
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]);
    },
  });
}

/** Deleting takes the tournament off every list, and everything under it out of the cache. */
export function useDeleteTournament(tournamentId: string) {
  const client = useQueryClient();
  return useConfirmedDelete(apiPath(managementPaths.tournament, { tournamentId }), () => {
    client.setQueriesData<TournamentList>({ queryKey: tournamentKeys.lists }, (list) =>
      list ? { ...list, tournaments: list.tournaments.filter((t) => t.id !== tournamentId) } : list,
    );
    forgetDeleted(client, tournamentKeys.detail(tournamentId));
    // Its seasons, teams, players and games went too; their ids are not known here.
    for (const all of [seasonKeys.all, teamKeys.all, playerKeys.all, gameKeys.all]) {
      forgetDeleted(client, all);
    }
    void client.invalidateQueries({ queryKey: tournamentKeys.lists });
    void client.invalidateQueries({ queryKey: gameKeys.mine });
  });
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
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
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
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
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
      queryClient.setQueryData(seasonKeys.detail(season.id), season);
      return queryClient.invalidateQueries({ queryKey: seasonKeys.list(tournamentId) });
    },
  });
}
