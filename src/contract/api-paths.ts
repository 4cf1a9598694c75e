/** The API's own paths (Better Auth's live under /api/auth). Both sides build URLs from here. */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/public-config',
  venueCertificate: '/api/venue-certificate',
  me: '/api/me',
  meStream: '/api/me/stream',
  deactivate: '/api/me/deactivate',
  reactivate: '/api/me/reactivate',
  analyticsEvents: '/api/analytics/events',
} as const;

/** Server-Sent Event names of GET /api/me/stream. */
export const meStreamEvents = { profile: 'profile' } as const;

/** Tournament management (docs/product/league-data.md, league-pages.md). `:param` segments are filled by `apiPath`. */
export const managementPaths = {
  tournaments: '/api/tournaments',
  tournament: '/api/tournaments/:tournamentId',
  tournamentGames: '/api/tournaments/:tournamentId/games',
  members: '/api/tournaments/:tournamentId/members',
  member: '/api/tournaments/:tournamentId/members/:userId',
  invites: '/api/tournaments/:tournamentId/invites',
  inviteRevoke: '/api/tournaments/:tournamentId/invites/:inviteId/revoke',
  /** Public: what a code grants, before signing in. */
  invitePreview: '/api/invites/:code',
  inviteJoin: '/api/invites/:code/join',
  seasons: '/api/tournaments/:tournamentId/seasons',
  season: '/api/seasons/:seasonId',
  seasonTeams: '/api/seasons/:seasonId/teams',
  seasonTeamsCopy: '/api/seasons/:seasonId/teams/copy',
  seasonGames: '/api/seasons/:seasonId/games',
  seasonSchedule: '/api/seasons/:seasonId/schedule',
  seasonStandings: '/api/seasons/:seasonId/standings',
  team: '/api/teams/:teamId',
  teamPlayers: '/api/teams/:teamId/players',
  teamPlayersImport: '/api/teams/:teamId/players/import',
  player: '/api/players/:playerId',
  game: '/api/games/:gameId',
  myGames: '/api/me/games',
  /** POST the raw image bytes with its Content-Type. */
  uploads: '/api/uploads',
  /** An upload not yet used, for the account that uploaded it (a form's preview). */
  upload: '/api/uploads/:uploadId',
  /** An image in use: a logo's or a photo's version, `token` being that version's secret. */
  image: '/api/uploads/:uploadId/:token',
} as const;

/** Playoffs, season statistics and exports (docs/product/league-pages.md; docs/product/plans.md gates playoffs and exports). */
export const seasonStatsPaths = {
  /** GET the bracket (any member); POST creates it (admin, premium); DELETE removes it. */
  bracket: '/api/seasons/:seasonId/bracket',
  /** Leaders, team stats and every player's totals and averages; `?phase=regular|playoff`. */
  seasonStats: '/api/seasons/:seasonId/stats',
  teamStats: '/api/teams/:teamId/stats',
  /** A player's game log, totals, averages and shots. */
  playerStats: '/api/players/:playerId/stats',
  /** One game's score flow and shots, for its charts. */
  gameCharts: '/api/games/:gameId/charts',
  /** Exports (premium): files with Content-Disposition: attachment. */
  gameBoxScoreCsv: '/api/games/:gameId/box-score.csv',
  gameScoreSheetPdf: '/api/games/:gameId/score-sheet.pdf',
  seasonStatsCsv: '/api/seasons/:seasonId/stats.csv',
  /** GET the season's iCal feed URL (made on first request); POST a new secret to revoke it. */
  seasonCalendar: '/api/seasons/:seasonId/calendar',
  /** The iCal feed itself: public, the secret token is the credential. */
  calendarFeed: '/api/calendars/:calendarToken/season.ics',
} as const;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ seasonId: string }` for `/api/seasons/:seasonId/teams`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in ParamNames<P>]: string };

/** Whether a path has `:param` segments to fill. */
export type HasPathParams<P extends string> = [ParamNames<P>] extends [never] ? false : true;

/** Fills the `:param` segments of an API path (values are URL-encoded). */
export function apiPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | undefined>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * The public league site (docs/product/public-league-site.md): the organiser's publication
 * controls, and the JSON of the site's pages, which anyone may read.
 */
export const publicLeaguePaths = {
  /** GET and PATCH the publication controls (owner and admins). */
  settings: '/api/tournaments/:tournamentId/public-site',
  /** DELETE: the owner releases an address the league had before. */
  oldAddress: '/api/tournaments/:tournamentId/public-site/old-addresses/:slug',
  home: '/api/public/leagues/:slug',
  schedule: '/api/public/leagues/:slug/schedule',
  standings: '/api/public/leagues/:slug/standings',
  bracket: '/api/public/leagues/:slug/bracket',
  leaders: '/api/public/leagues/:slug/leaders',
  team: '/api/public/leagues/:slug/teams/:teamId',
  player: '/api/public/leagues/:slug/players/:playerId',
  game: '/api/public/leagues/:slug/games/:gameId',
} as const;

/** Premium passes and their payments (docs/product/plans.md). */
export const billingPaths = {
  checkout: '/api/billing/checkout',
  order: '/api/billing/orders/:orderId',
  /** Stripe calls this; the body is verified against its signature before anything is read. */
  stripeWebhook: '/api/billing/stripe/webhook',
  /** The built-in test checkout, served only while no Stripe key is configured. */
  sandboxSession: '/api/billing/sandbox/sessions/:sessionId',
  sandboxPay: '/api/billing/sandbox/sessions/:sessionId/pay',
  sandboxCancel: '/api/billing/sandbox/sessions/:sessionId/cancel',
} as const;

/** Site administration; every route requires the admin role. */
export const adminPaths = {
  users: '/api/admin/users',
  userStatus: '/api/admin/users/:userId/status',
  userPremium: '/api/admin/users/:userId/premium',
  audit: '/api/admin/audit',
} as const;

/**
 * Live games (docs/product/live-games.md). Kept in this zod-free module with the stream's event names so the
 * scoreboard's small bundle can use them.
 */
/** Server-Sent Event names of the game streams. `id:` of a game event is its seq. */
export const liveStreamEvents = {
  /** data: LoggedEvent (on the public stream without `deviceId` and `userId`: PublicLoggedEvent) */
  event: 'game-event',
  /** data: { serverTime } every few seconds, so screens know the link is alive. */
  heartbeat: 'heartbeat',
  /** data: LiveGame — teams, rosters, settings or the owner's plan changed; screens reload the setup. */
  game: 'game-updated',
  /** data: Presence — only on the protected stream. */
  presence: 'presence',
  /**
   * data: ScoreboardSummary — on `?view=scoreboard` streams instead of game events: the current
   * one at connect, then a new one after every batch of events (`id:` is its lastSeq).
   */
  scoreboard: 'scoreboard',
  /** data: SheetSummary — on `?view=sheet` streams, as `scoreboard` is on theirs. */
  sheet: 'sheet',
} as const;

/**
 * `?view=` of the state and the streams: `scoreboard` gives the scoreboard's summary instead of
 * the whole state or the log (see ScoreboardSummary), `sheet` the stat sheet's (SheetSummary).
 */
export const liveViews = { scoreboard: 'scoreboard', sheet: 'sheet' } as const;

/** The views made by the server once per batch of events and shared by every screen. */
export type SummaryView = (typeof liveViews)[keyof typeof liveViews];

export const liveGamePaths = {
  events: '/api/games/:gameId/events',
  state: '/api/games/:gameId/state',
  stream: '/api/games/:gameId/stream',
  presence: '/api/games/:gameId/presence',
  /** Names of the tournament's devices (PUT one). */
  deviceNames: '/api/games/:gameId/device-names',
  publicState: '/api/public/games/:gameId/state',
  publicEvents: '/api/public/games/:gameId/events',
  publicStream: '/api/public/games/:gameId/stream',
  publicFeed: '/api/public/games/:gameId/feed.json',
  /** The server's clock, for measuring a screen's offset from it. */
  time: '/api/time',
} as const;
