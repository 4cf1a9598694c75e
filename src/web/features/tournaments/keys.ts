// Query keys nest by ownership so one prefix reaches everything under a row: a tournament's key
// holds its members, invites, seasons list and games list (features/seasons, features/games).
export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: ['tournaments', 'list'] as const,
  list: (archived: boolean) => ['tournaments', 'list', { archived }] as const,
  detail: (tournamentId: string) => ['tournaments', tournamentId] as const,
  members: (tournamentId: string) => ['tournaments', tournamentId, 'members'] as const,
  invites: (tournamentId: string) => ['tournaments', tournamentId, 'invites'] as const,
  publicSite: (tournamentId: string) => ['tournaments', tournamentId, 'public-site'] as const,
  /** The answer differs once signed in (currentRole), so the viewer is part of the key. */
  invitePreview: (code: string, viewerId: string | null) => ['invites', code, viewerId] as const,
};
