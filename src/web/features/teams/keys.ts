// A team's key holds its roster and its stats (features/players, features/stats).
export const teamKeys = {
  all: ['teams'] as const,
  list: (seasonId: string) => ['seasons', seasonId, 'teams'] as const,
  detail: (teamId: string) => ['teams', teamId] as const,
};
