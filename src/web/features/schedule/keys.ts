export const standingsKeys = {
  season: (seasonId: string) => ['seasons', seasonId, 'standings'] as const,
};
