// Every route path of the web app, in one table: the router registers the patterns and components
// build links with href(), so a path is never spelled out (or concatenated) anywhere else.
import { generatePath, type PathParam } from 'react-router';

type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? []
  : [params: { [K in PathParam<P>]: string }];

function route<const P extends string>(pattern: P) {
  return {
    pattern,
    href: (...args: HrefArgs<P>): string =>
      generatePath(pattern, (args[0] ?? {}) as Parameters<typeof generatePath<P>>[1]),
  };
}

/** A path with search parameters; empty and missing values are left out. */
export function withSearch(path: string, params: Record<string, string | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A route whose page takes a `redirectTo` search parameter (where to go after signing in). */
function withRedirect<const P extends string>(pattern: P) {
  return {
    pattern,
    href: (redirectTo?: string | null): string => withSearch(pattern, { redirectTo }),
  };
}

const tournament = '/tournaments/:tournamentId';
const season = `${tournament}/seasons/:seasonId` as const;
const team = `${season}/teams/:teamId` as const;
const player = `${team}/players/:playerId` as const;
const game = `${season}/games/:gameId` as const;

export const paths = {
  home: route('/'),
  dashboard: route('/dashboard'),

  login: withRedirect('/login'),
  register: withRedirect('/register'),
  forgotPassword: route('/forgot-password-request'),
  venueCertificate: route('/venue-certificate'),
  resetPassword: route('/reset-password'),
  /** Opened in the "Continue with Google" popup; hands over to the provider at once. */
  googlePopup: withRedirect('/auth/google-popup'),
  /** Where the provider sends the popup back; tells the opening tab and closes itself. */
  popupComplete: {
    pattern: '/auth/popup-complete',
    href: (outcome?: 'error' | 'new-user'): string =>
      withSearch('/auth/popup-complete', {
        error: outcome === 'error' ? '1' : null,
        new: outcome === 'new-user' ? '1' : null,
      }),
  },

  profile: route('/profile'),
  settings: route('/settings'),
  upgrade: route('/upgrade'),
  checkout: route('/checkout'),
  paySuccess: route('/pay-success'),
  /** The built-in test checkout (no Stripe keys configured); the server builds this URL too. */
  sandboxCheckout: route('/checkout/sandbox/:sessionId'),
  admin: route('/admin'),

  joinTournament: route('/join-tournament/:inviteCode'),
  tournaments: route('/tournaments'),
  tournamentCreate: route('/tournaments/create'),
  tournament: route(tournament),
  tournamentSeasons: route(`${tournament}/seasons`),
  tournamentMembers: route(`${tournament}/members`),
  tournamentSettings: route(`${tournament}/settings`),
  seasonCreate: route(`${tournament}/seasons/create`),
  season: route(season),
  seasonTeams: route(`${season}/teams`),
  seasonGames: route(`${season}/games`),
  seasonSchedule: route(`${season}/schedule`),
  seasonSettings: route(`${season}/settings`),
  seasonConsole: route(`${season}/console`),
  seasonPlayoffs: route(`${season}/playoffs`),
  teamCreate: route(`${season}/teams/create`),
  team: route(team),
  playerCreate: route(`${team}/players/create`),
  player: route(player),
  playerEdit: route(`${player}/edit`),
  game: route(game),

  outputScoreboard: route(`${game}/output/scoreboard`),
  outputStatsheet: route(`${game}/output/statsheet`),
  outputScoreboardOffline: route(`${game}/output/scoreboardoffline`),
  outputLocalScoreboard: route(`${game}/output/localscoreboard`),
  scoreboardView: route(`${game}/scoreboard-view`),
  consoleTimeScore: route(`${game}/console/timescore`),
  consoleTimeOnly: route(`${game}/console/timeonly`),
  consoleStatsTwo: route(`${game}/console/statstwo`),
  consoleStatsTeamA: route(`${game}/console/statsteamA`),
  consoleStatsTeamB: route(`${game}/console/statsteamB`),
} as const;

/** Pages that must never become a redirect target after signing in (they would loop). */
export const authPagePatterns: readonly string[] = [
  paths.login.pattern,
  paths.register.pattern,
  paths.googlePopup.pattern,
  paths.popupComplete.pattern,
];

/** Output pages run inside OBS/vMix browser sources: no analytics there. */
export function isOutputPath(pathname: string): boolean {
  return pathname.includes('/output/');
}
