// The league every screen of the browser check shows: a premium tournament with a public site, a
// live game with plays in it and an invite, and the address of each screen of it.
import type { Page } from '@playwright/test';
import { apiPath, managementPaths } from '../../src/contract/api-paths.ts';
import { expect, newUser, signUpViaApi } from '../e2e/support/fixtures.ts';
import {
  event,
  post,
  postEvents,
  seedLiveGame,
  type SeededGame,
} from '../e2e/support/live-game.ts';

export interface Screen {
  name: string;
  path: string;
  /** Opened without the owner's session. */
  signedOut?: boolean;
}

export interface League {
  game: SeededGame;
  slug: string;
  inviteCode: string;
  seedNames: string[];
}

/** A premium league with a public site, a live game with plays in it, and an invite. */
export async function seedLeague(page: Page): Promise<League> {
  const owner = await signUpViaApi(page, newUser('organiser'));
  const game = await seedLiveGame(page, { premium: true, playersPerTeam: 10, owner });
  const lineup = (side: 'home' | 'away') => game[side].players.slice(0, 5).map((p) => p.id);
  const [h1, h2] = game.home.players;
  const [a1] = game.away.players;
  await postEvents(
    page,
    game,
    [
      event({ type: 'starting-lineup', team: 'home', playerIds: lineup('home') }),
      event({ type: 'starting-lineup', team: 'away', playerIds: lineup('away') }),
      event({ type: 'game-start' }),
      event({
        type: 'shot',
        team: 'home',
        playerId: h1!.id,
        points: 3,
        made: true,
        x: 0.2,
        y: 0.3,
      }),
      event({
        type: 'shot',
        team: 'away',
        playerId: a1!.id,
        points: 2,
        made: false,
        x: 0.5,
        y: 0.2,
      }),
      event({ type: 'rebound', team: 'home', playerId: h2!.id, offensive: false }),
      event({
        type: 'foul',
        team: 'away',
        offender: 'player',
        playerId: a1!.id,
        kind: 'personal',
        shooting: false,
      }),
      event({ type: 'turnover', team: 'home', playerId: h1!.id, kind: 'bad-pass' }),
      event({ type: 'timeout', team: 'away' }),
    ],
    'statstwo',
  );
  const slug = `screens-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const site = await page.request.patch(`/api/tournaments/${game.tournamentId}/public-site`, {
    data: { enabled: true, slug },
  });
  expect(site.status(), await site.text()).toBe(200);
  const invite = await post<{ code: string }>(
    page,
    apiPath(managementPaths.invites, { tournamentId: game.tournamentId }),
    { role: 'scorekeeper' },
  );
  const tournament = (await (
    await page.request.get(`/api/tournaments/${game.tournamentId}`)
  ).json()) as { name: string };
  const seedNames = [
    owner.name,
    invite.code,
    tournament.name,
    'Winter League',
    'Main Gym',
    ...[game.home, game.away].flatMap((team) => [
      team.name,
      team.shortName,
      ...team.players.map((p) => `${p.firstName} ${p.lastName}`),
    ]),
  ];
  return { game, slug, inviteCode: invite.code, seedNames };
}

export function screensOf({ game, slug, inviteCode }: League): Screen[] {
  const t = `/tournaments/${game.tournamentId}`;
  const s = `${t}/seasons/${game.seasonId}`;
  const team = `${s}/teams/${game.home.id}`;
  const player = `${team}/players/${game.home.players[0]!.id}`;
  const g = `${s}/games/${game.gameId}`;
  const league = `/leagues/${slug}`;
  return [
    { name: 'sign in', path: '/login', signedOut: true },
    { name: 'register', path: '/register', signedOut: true },
    { name: 'forgot password', path: '/forgot-password-request', signedOut: true },
    { name: 'reset password', path: '/reset-password', signedOut: true },
    { name: 'join a tournament', path: `/join-tournament/${inviteCode}`, signedOut: true },
    { name: 'venue certificate', path: '/venue-certificate', signedOut: true },
    { name: 'page not found', path: '/no/such/page', signedOut: true },
    { name: 'dashboard', path: '/dashboard' },
    { name: 'tournaments', path: '/tournaments' },
    { name: 'new tournament', path: '/tournaments/create' },
    { name: 'tournament', path: t },
    { name: 'seasons', path: `${t}/seasons` },
    { name: 'members', path: `${t}/members` },
    { name: 'tournament settings', path: `${t}/settings` },
    { name: 'new season', path: `${t}/seasons/create` },
    { name: 'season', path: s },
    { name: 'season teams', path: `${s}/teams` },
    { name: 'season games', path: `${s}/games` },
    { name: 'season schedule', path: `${s}/schedule` },
    { name: 'season settings', path: `${s}/settings` },
    { name: 'season console', path: `${s}/console` },
    { name: 'playoffs', path: `${s}/playoffs` },
    { name: 'new team', path: `${s}/teams/create` },
    { name: 'team', path: team },
    { name: 'new player', path: `${team}/players/create` },
    { name: 'player', path: player },
    { name: 'edit player', path: `${player}/edit` },
    { name: 'game', path: g },
    { name: 'scoreboard view', path: `${g}/scoreboard-view` },
    { name: 'time & score console', path: `${g}/console/timescore` },
    { name: 'clock console', path: `${g}/console/timeonly` },
    { name: 'stats console', path: `${g}/console/statstwo` },
    { name: 'home team stats console', path: `${g}/console/statsteamA` },
    { name: 'away team stats console', path: `${g}/console/statsteamB` },
    { name: 'profile', path: '/profile' },
    { name: 'settings', path: '/settings' },
    { name: 'upgrade', path: '/upgrade' },
    { name: 'payment complete', path: '/pay-success' },
    { name: 'scoreboard', path: `${g}/output/scoreboard`, signedOut: true },
    { name: 'scoreboard overlay', path: `${g}/output/scoreboard?overlay=1`, signedOut: true },
    { name: 'stat sheet', path: `${g}/output/statsheet`, signedOut: true },
    { name: 'offline scoreboard', path: `${g}/output/scoreboardoffline` },
    { name: 'local scoreboard', path: `${g}/output/localscoreboard` },
    { name: 'league home', path: league, signedOut: true },
    { name: 'league schedule', path: `${league}/schedule`, signedOut: true },
    { name: 'league standings', path: `${league}/standings`, signedOut: true },
    { name: 'league bracket', path: `${league}/bracket`, signedOut: true },
    { name: 'league leaders', path: `${league}/leaders`, signedOut: true },
    { name: 'league team', path: `${league}/teams/${game.home.id}`, signedOut: true },
    {
      name: 'league player',
      path: `${league}/players/${game.home.players[0]!.id}`,
      signedOut: true,
    },
    { name: 'league game', path: `${league}/games/${game.gameId}`, signedOut: true },
    { name: 'standings embed', path: `/embed${league}/standings`, signedOut: true },
    { name: 'schedule embed', path: `/embed${league}/schedule`, signedOut: true },
    { name: 'ticker embed', path: `/embed${league}/ticker`, signedOut: true },
  ];
}
