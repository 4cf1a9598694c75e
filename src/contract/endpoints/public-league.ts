// The public league site (docs/product/public-league-site.md): the organiser's publication
// controls, and the JSON behind the site's pages. The pages' answers are public: a league whose
// site is off, or an address nobody has, is 404; an address the league had before is a 301 to
// the one it has now.
import { z } from 'zod';
import { publicLeaguePaths } from '../api-paths.ts';
import { apiErrorSchema } from '../api-error.ts';
import { accessErrors, tournamentParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import {
  oldAddressHoldDays,
  oldAddressSlugSchema,
  publicBracketSchema,
  publicGamePageSchema,
  publicHomeSchema,
  publicLeadersSchema,
  publicPlayerPageSchema,
  publicScheduleQuerySchema,
  publicScheduleSchema,
  publicSeasonQuerySchema,
  publicSiteSettingsSchema,
  publicStandingsSchema,
  publicTeamPageSchema,
  updatePublicSiteSchema,
} from '../public-league.ts';
import { idSchema } from '../ids.ts';

const tags = ['public league site'];

export const getPublicSite = endpoint({
  method: 'GET',
  path: publicLeaguePaths.settings,
  operationId: 'getPublicSite',
  summary: 'The tournament’s public site: on or off, its address and how names appear (admin+)',
  tags,
  params: tournamentParams,
  responses: { 200: publicSiteSettingsSchema, ...accessErrors },
});

export const updatePublicSite = endpoint({
  method: 'PATCH',
  path: publicLeaguePaths.settings,
  operationId: 'updatePublicSite',
  summary: 'Publish or withdraw the public site, change its address or how names appear (admin+)',
  description:
    'Turning the site on needs an address (400 otherwise); an address another league has, or ' +
    `left less than ${oldAddressHoldDays} days ago and did not release, is 409. The old address ` +
    `keeps redirecting to the new one, and stays the league's for ${oldAddressHoldDays} days.`,
  tags,
  params: tournamentParams,
  body: updatePublicSiteSchema,
  responses: { 200: publicSiteSettingsSchema, ...accessErrors, 409: apiErrorSchema },
});

export const releaseOldAddress = endpoint({
  method: 'DELETE',
  path: publicLeaguePaths.oldAddress,
  operationId: 'releaseOldAddress',
  summary: 'Release an address the league had before (owner)',
  description:
    'The address stops redirecting to the league and any league may take it at once. 404 when ' +
    'it is not an old address of this league.',
  tags,
  params: tournamentParams.extend({ slug: oldAddressSlugSchema }),
  responses: { 200: publicSiteSettingsSchema, ...accessErrors, 409: apiErrorSchema },
});

/** The league's address in every public path. */
export const leagueParams = z.object({ slug: z.string().min(1).max(100) });

/**
 * What a public page can answer besides its payload: 301 (an old address; `Location` names the
 * new one), 304 (`If-None-Match` matched), 400 (a bad query), 404 (no such league or page, or the
 * site is off) and 429 (too many requests from one address).
 */
const publicErrors = {
  301: z.null(),
  304: z.null(),
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
} as const;

export const getPublicLeagueHome = endpoint({
  method: 'GET',
  path: publicLeaguePaths.home,
  operationId: 'getPublicLeagueHome',
  summary: 'A league’s home: games live now, upcoming and recent (anyone)',
  tags,
  access: 'public',
  params: leagueParams,
  query: publicSeasonQuerySchema,
  responses: { 200: publicHomeSchema, ...publicErrors },
});

export const getPublicLeagueSchedule = endpoint({
  method: 'GET',
  path: publicLeaguePaths.schedule,
  operationId: 'getPublicLeagueSchedule',
  summary: 'A league’s schedule and results, by team and dates (anyone)',
  tags,
  access: 'public',
  params: leagueParams,
  query: publicScheduleQuerySchema,
  responses: { 200: publicScheduleSchema, ...publicErrors },
});

export const getPublicLeagueStandings = endpoint({
  method: 'GET',
  path: publicLeaguePaths.standings,
  operationId: 'getPublicLeagueStandings',
  summary: 'A league’s standings with tiebreak notes (anyone)',
  tags,
  access: 'public',
  params: leagueParams,
  query: publicSeasonQuerySchema,
  responses: { 200: publicStandingsSchema, ...publicErrors },
});

export const getPublicLeagueBracket = endpoint({
  method: 'GET',
  path: publicLeaguePaths.bracket,
  operationId: 'getPublicLeagueBracket',
  summary: 'A league’s playoff bracket, or null without one (anyone)',
  tags,
  access: 'public',
  params: leagueParams,
  query: publicSeasonQuerySchema,
  responses: { 200: publicBracketSchema, ...publicErrors },
});

export const getPublicLeagueLeaders = endpoint({
  method: 'GET',
  path: publicLeaguePaths.leaders,
  operationId: 'getPublicLeagueLeaders',
  summary: 'A league’s stat leaders (anyone; empty on the free plan)',
  tags,
  access: 'public',
  params: leagueParams,
  query: publicSeasonQuerySchema,
  responses: { 200: publicLeadersSchema, ...publicErrors },
});

export const getPublicLeagueTeam = endpoint({
  method: 'GET',
  path: publicLeaguePaths.team,
  operationId: 'getPublicLeagueTeam',
  summary: 'A team: roster, results, averages and schedule (anyone)',
  tags,
  access: 'public',
  params: leagueParams.extend({ teamId: idSchema }),
  query: publicSeasonQuerySchema,
  responses: { 200: publicTeamPageSchema, ...publicErrors },
});

export const getPublicLeaguePlayer = endpoint({
  method: 'GET',
  path: publicLeaguePaths.player,
  operationId: 'getPublicLeaguePlayer',
  summary: 'A player: averages and game log (anyone; statistics on premium leagues)',
  tags,
  access: 'public',
  params: leagueParams.extend({ playerId: idSchema }),
  query: publicSeasonQuerySchema,
  responses: { 200: publicPlayerPageSchema, ...publicErrors },
});

export const getPublicLeagueGame = endpoint({
  method: 'GET',
  path: publicLeaguePaths.game,
  operationId: 'getPublicLeagueGame',
  summary: 'A game: score, clock, play-by-play, box score and score flow (anyone)',
  tags,
  access: 'public',
  params: leagueParams.extend({ gameId: idSchema }),
  query: publicSeasonQuerySchema,
  responses: { 200: publicGamePageSchema, ...publicErrors },
});
