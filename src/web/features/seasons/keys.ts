// A season's key holds everything read under it: teams, games, standings, stats, bracket, the
// calendar link (the other features' keys.ts nest under it).
export const seasonKeys = {
  all: ['seasons'] as const,
  list: (tournamentId: string) => ['tournaments', tournamentId, 'seasons'] as const,
  detail: (seasonId: string) => ['seasons', seasonId] as const,
};
