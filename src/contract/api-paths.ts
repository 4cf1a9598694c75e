/** The API's own paths (Better Auth's live under /api/auth). Both sides build URLs from here. */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/public-config',
  me: '/api/me',
  meStream: '/api/me/stream',
  deactivate: '/api/me/deactivate',
  reactivate: '/api/me/reactivate',
  analyticsEvents: '/api/analytics/events',
} as const;

/** Server-Sent Event names of GET /api/me/stream. */
export const meStreamEvents = { profile: 'profile' } as const;
