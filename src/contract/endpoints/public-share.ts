// Sharing a public league site: the preview images link previews show (public), and the printable
// poster of the site's address for the organiser (owner or admin).
import { apiErrorSchema } from '../api-error.ts';
import { accessErrors, fileBody, tournamentParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { leagueGameParams, publicSharePaths } from '../public-share.ts';
import { leagueParams } from './public-league.ts';

const tags = ['public league site'];
const imageResponses = { 200: fileBody('image/png'), 400: apiErrorSchema, 404: apiErrorSchema };

export const getGameCard = endpoint({
  method: 'GET',
  path: publicSharePaths.gameCard,
  operationId: 'getPublicGameCard',
  summary: 'A game’s preview image (PNG, 1200×630; anyone, while the site is public)',
  description:
    'Both teams in their colours, the score or the start time at the venue, and the status (LIVE Q3, FINAL, or the date). ETag is the version of the data it shows; 404 while the league’s site is off.',
  tags,
  access: 'public',
  params: leagueGameParams,
  produces: 'image/png',
  responses: imageResponses,
});

export const getStandingsCard = endpoint({
  method: 'GET',
  path: publicSharePaths.standingsCard,
  operationId: 'getPublicStandingsCard',
  summary: 'The standings’ preview image (PNG, 1200×630; anyone, while the site is public)',
  description:
    'The top rows of the current season’s table: rank, team, won, lost and points difference. 404 while the league’s site is off.',
  tags,
  access: 'public',
  params: leagueParams,
  produces: 'image/png',
  responses: imageResponses,
});

export const getPublicSitePoster = endpoint({
  method: 'GET',
  path: publicSharePaths.poster,
  operationId: 'getPublicSitePoster',
  summary: 'A printable poster of the public site’s address (owner or admin)',
  description:
    'A4 PDF: the league’s name, the site’s address in large type and a QR code of it. 409 while the site is off or has no address.',
  tags,
  params: tournamentParams,
  produces: 'application/pdf',
  responses: { 200: fileBody('application/pdf'), ...accessErrors, 409: apiErrorSchema },
});
