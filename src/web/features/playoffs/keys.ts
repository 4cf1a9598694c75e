export const bracketKeys = {
  season: (seasonId: string) => ['seasons', seasonId, 'bracket'] as const,
};
