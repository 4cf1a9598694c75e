export const playerKeys = {
  all: ['players'] as const,
  list: (teamId: string) => ['teams', teamId, 'players'] as const,
  detail: (playerId: string) => ['players', playerId] as const,
};
