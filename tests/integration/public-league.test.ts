// The public league site's data end to end: the organiser's publication controls, and every JSON
// answer of /api/public/leagues/… read anonymously — on and off, in each name form, without any
// private field, with redirects for old addresses, ETags, the plan's rules and the rate limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, liveGamePaths, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import type { LiveGame } from '../../src/contract/live-games.ts';
import type { GameEvent } from '../../src/domain/game/events.ts';
import {
  publicBracketSchema,
  publicGamePageSchema,
  publicHomeSchema,
  publicLeadersSchema,
  publicPlayerPageSchema,
  publicScheduleSchema,
  publicStandingsSchema,
  publicTeamPageSchema,
  type PublicNameDisplay,
  type PublicSiteSettings,
} from '../../src/contract/public-league.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { addMember, anonymous, expectStatus, newUser, type Client } from './support/management.ts';
import {
  ev,
  listen,
  openStream,
  record,
  seedLiveGame,
  type Frame,
  type LiveFixture,
} from './support/live-game.ts';

let t: TestApp;
let fan: Client;
/** A premium league with one final game played on the stats console. */
let premium: LiveFixture;
let premiumSlug: string;
/** A free league with one final game scored on the time & score console. */
let free: LiveFixture;
let freeSlug: string;
/** Home's first player, renamed and given the private details that must never leak. */
let maya: string;

const privateDetails = {
  birthDate: '2009-03-14',
  heightCm: 187,
  officials: 'Referee Quentin Zorbas',
  notes: 'Gym key under the mat',
};

const settingsUrl = (tournamentId: string) => apiPath(publicLeaguePaths.settings, { tournamentId });
const freshSlug = () => `league-${randomUUID().slice(0, 8)}`;

async function changeSite(owner: Client, tournamentId: string, body: Record<string, unknown>) {
  const res = await owner.patch(settingsUrl(tournamentId), body);
  return expectStatus(res, 200).json<PublicSiteSettings>();
}

/** Every public JSON address of a league, with the schema its answer must match. */
function publicUrls(f: LiveFixture, slug: string) {
  return [
    [apiPath(publicLeaguePaths.home, { slug }), publicHomeSchema],
    [apiPath(publicLeaguePaths.schedule, { slug }), publicScheduleSchema],
    [apiPath(publicLeaguePaths.standings, { slug }), publicStandingsSchema],
    [apiPath(publicLeaguePaths.bracket, { slug }), publicBracketSchema],
    [apiPath(publicLeaguePaths.leaders, { slug }), publicLeadersSchema],
    [apiPath(publicLeaguePaths.team, { slug, teamId: f.homeTeamId }), publicTeamPageSchema],
    [apiPath(publicLeaguePaths.player, { slug, playerId: f.home[0]! }), publicPlayerPageSchema],
    [apiPath(publicLeaguePaths.game, { slug, gameId: f.gameId }), publicGamePageSchema],
  ] as const;
}

/** A shot with its place on the court, for the shot chart. */
const located = (shot: GameEvent): GameEvent => ({ ...shot, x: 0.4, y: 0.3 }) as GameEvent;

async function getJson<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  return schema.parse(expectStatus(await fan.get(url), 200).json());
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  fan = anonymous(t);

  premium = await seedLiveGame(t, { premium: true, players: 5 });
  maya = premium.home[0]!;
  expectStatus(
    await premium.owner.patch(apiPath('/api/players/:playerId', { playerId: maya }), {
      firstName: 'Maya',
      lastName: 'Lopez',
      birthDate: privateDetails.birthDate,
      heightCm: privateDetails.heightCm,
    }),
    200,
  );
  expectStatus(
    await premium.owner.patch(apiPath('/api/teams/:teamId', { teamId: premium.homeTeamId }), {
      coachName: 'Quinn Ortega',
    }),
    200,
  );
  expectStatus(
    await premium.owner.patch(apiPath('/api/games/:gameId', { gameId: premium.gameId }), {
      officials: privateDetails.officials,
      notes: privateDetails.notes,
    }),
    200,
  );
  const away = premium.away[0]!;
  await record(
    premium.owner,
    premium.gameId,
    [
      ev.source('stats'),
      ev.lineup('home', premium.home),
      ev.lineup('away', premium.away),
      ev.start(),
      located(ev.shot('home', maya, 2, true, premium.home[1])),
      located(ev.shot('away', away, 3, true)),
      located(ev.shot('home', maya, 3, true)),
      ev.end(),
    ],
    'statstwo',
  );
  premiumSlug = freshSlug();
  await changeSite(premium.owner, premium.tournamentId, { enabled: true, slug: premiumSlug });

  free = await seedLiveGame(t, { players: 3 });
  await record(free.owner, free.gameId, [ev.start(), ev.score('home', 2), ev.end()]);
  freeSlug = freshSlug();
  await changeSite(free.owner, free.tournamentId, { enabled: true, slug: freeSlug });
});

afterAll(async () => {
  await t.close();
});

describe('publication controls', () => {
  it('start off, without an address', async () => {
    const f = await seedLiveGame(t, { owner: premium.owner, players: 1 });
    const res = await f.owner.get(settingsUrl(f.tournamentId));
    expect(expectStatus(res, 200).json()).toEqual({
      enabled: false,
      slug: null,
      nameDisplay: 'full',
      url: null,
      oldAddresses: [],
    });
    const refused = await f.owner.patch(settingsUrl(f.tournamentId), { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().fields?.slug).toMatch(/address/);
  });

  it('answer the site’s full URL, with the address lower-cased', async () => {
    const f = await seedLiveGame(t, { owner: premium.owner, players: 1 });
    const slug = freshSlug();
    const settings = await changeSite(f.owner, f.tournamentId, {
      enabled: true,
      slug: slug.toUpperCase(),
    });
    expect(settings).toEqual({
      enabled: true,
      slug,
      nameDisplay: 'full',
      url: `http://localhost:3000/leagues/${slug}`,
      oldAddresses: [],
    });
  });

  it.each([
    ['ab', /at least 3/],
    ['harbour city', /letters, digits and single hyphens/],
    ['harbour--city', /single hyphens/],
    ['-harbour', /single hyphens/],
    ['x'.repeat(61), /at most 60/],
    ['admin', /reserved/],
    ['embed', /reserved/],
  ])('refuse the address %j', async (slug, message) => {
    const res = await premium.owner.patch(settingsUrl(premium.tournamentId), { slug });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields?.slug).toMatch(message);
  });

  it('refuse an address another league has: 409 “That address is taken”', async () => {
    const res = await free.owner.patch(settingsUrl(free.tournamentId), { slug: premiumSlug });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>()).toMatchObject({
      message: 'That address is taken',
      fields: { slug: 'That address is taken' },
    });
  });

  it('are the owner’s and admins’: scorekeepers and viewers 403, strangers 404, nobody 401', async () => {
    const admin = await newUser(t, 'admin');
    const scorekeeper = await newUser(t, 'scorer');
    const viewer = await newUser(t, 'viewer');
    const stranger = await newUser(t, 'stranger');
    await addMember(t, premium.tournamentId, admin.id, 'admin');
    await addMember(t, premium.tournamentId, scorekeeper.id, 'scorekeeper');
    await addMember(t, premium.tournamentId, viewer.id, 'viewer');
    const url = settingsUrl(premium.tournamentId);
    expectStatus(await admin.get(url), 200);
    expectStatus(await admin.patch(url, { nameDisplay: 'full' }), 200);
    for (const member of [scorekeeper, viewer]) {
      expect((await member.get(url)).statusCode).toBe(403);
      expect((await member.patch(url, { enabled: false })).statusCode).toBe(403);
    }
    expect((await stranger.patch(url, { enabled: false })).statusCode).toBe(404);
    expect((await fan.get(url)).statusCode).toBe(401);
    expect((await fan.patch(url, { enabled: false })).statusCode).toBe(401);
    // None of them changed anything.
    expect((await premium.owner.get(url)).json<PublicSiteSettings>().enabled).toBe(true);
  });
});

describe('the public JSON', () => {
  it('answers every page of a published league as the contract describes it', async () => {
    for (const [url, schema] of publicUrls(premium, premiumSlug)) {
      const res = expectStatus(await fan.get(url), 200);
      expect(schema.safeParse(res.json()).success).toBe(true);
    }
    const home = await getJson(
      apiPath(publicLeaguePaths.home, { slug: premiumSlug }),
      publicHomeSchema,
    );
    expect(home.league).toMatchObject({ slug: premiumSlug, nameDisplay: 'full' });
    expect(home.league.season?.id).toBe(premium.seasonId);
    expect(home.recent.map((g) => [g.id, g.status, g.homeScore, g.awayScore])).toEqual([
      [premium.gameId, 'final', 5, 3],
    ]);
    const standings = await getJson(
      apiPath(publicLeaguePaths.standings, { slug: premiumSlug }),
      publicStandingsSchema,
    );
    expect(standings.rows.map((r) => [r.teamId, r.wins, r.losses])).toEqual([
      [premium.homeTeamId, 1, 0],
      [premium.awayTeamId, 0, 1],
    ]);
  });

  it('answers the same standings as the members’ page', async () => {
    const members = await premium.owner.get(
      apiPath('/api/seasons/:seasonId/standings', { seasonId: premium.seasonId }),
    );
    const standings = await getJson(
      apiPath(publicLeaguePaths.standings, { slug: premiumSlug }),
      publicStandingsSchema,
    );
    expect(standings.rows).toEqual(expectStatus(members, 200).json<{ rows: unknown[] }>().rows);
  });

  it('filters the schedule by team and by the days at the venue', async () => {
    const slug = premiumSlug;
    const url = apiPath(publicLeaguePaths.schedule, { slug });
    const all = await getJson(url, publicScheduleSchema);
    expect(all.teams.map((tm) => tm.id).sort()).toEqual(
      [premium.homeTeamId, premium.awayTeamId].sort(),
    );
    expect(all.games.map((g) => g.id)).toEqual([premium.gameId]);
    const byTeam = await getJson(`${url}?team=${premium.awayTeamId}`, publicScheduleSchema);
    expect(byTeam.games).toHaveLength(1);
    // The seeded game has no date: a day range leaves it out.
    const byDays = await getJson(`${url}?from=2026-05-01&to=2026-05-31`, publicScheduleSchema);
    expect(byDays.games).toEqual([]);
    expect((await fan.get(`${url}?from=May`)).statusCode).toBe(400);
    expect((await fan.get(`${url}?team=nobody`)).statusCode).toBe(404);
  });

  it('tells the game: plays newest first in words, box score, totals and score flow', async () => {
    const page = await getJson(
      apiPath(publicLeaguePaths.game, { slug: premiumSlug, gameId: premium.gameId }),
      publicGamePageSchema,
    );
    expect(page.game).toMatchObject({ status: 'final', homeScore: 5, awayScore: 3 });
    expect(page.plays[0]?.text).toBe('Game over');
    expect(page.plays.map((p) => p.text)).toContain('Maya Lopez 3PT shot made');
    expect(page.plays.find((p) => p.text.startsWith('Maya Lopez 3PT'))).toMatchObject({
      teamId: premium.homeTeamId,
      homeScore: 5,
      awayScore: 3,
    });
    const mayaLine = page.box.home.find((l) => l.id === maya);
    expect(mayaLine).toMatchObject({ name: 'Maya Lopez', starter: true });
    expect(mayaLine?.line.points).toBe(5);
    expect(page.teamTotals.home.points).toBe(5);
    expect(page.charts?.scoreFlow.at(-1)).toMatchObject({ home: 5, away: 3 });
  });

  it('answers 404 for what is not the league’s: another league’s game, an unknown season', async () => {
    const other = apiPath(publicLeaguePaths.game, { slug: premiumSlug, gameId: free.gameId });
    expect((await fan.get(other)).statusCode).toBe(404);
    const team = apiPath(publicLeaguePaths.team, { slug: premiumSlug, teamId: free.homeTeamId });
    expect((await fan.get(team)).statusCode).toBe(404);
    const season = `${apiPath(publicLeaguePaths.home, { slug: premiumSlug })}?season=nope`;
    expect(expectStatus(await fan.get(season), 404).json<ApiError>().message).toBe(
      'Season not found',
    );
  });

  it('never includes birth dates, heights, officials, notes or emails', async () => {
    const raw = (
      await Promise.all(
        publicUrls(premium, premiumSlug).map(async ([url]) => (await fan.get(url)).body),
      )
    ).join('\n');
    expect(raw).toContain('Maya');
    // The height as a whole number: its digits alone can turn up inside a random id.
    expect(raw).not.toMatch(new RegExp(`\\b${privateDetails.heightCm}\\b`));
    for (const secret of [
      privateDetails.birthDate,
      privateDetails.officials,
      privateDetails.notes,
      '@',
      'birthDate',
      'heightCm',
      'photo',
      'email',
      'notes',
      'officials',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('the plan', () => {
  it('gives a premium league player statistics and shots, without the mark', async () => {
    const slug = premiumSlug;
    const leaders = await getJson(
      apiPath(publicLeaguePaths.leaders, { slug }),
      publicLeadersSchema,
    );
    expect(leaders.league).toMatchObject({ playerStats: true, shotCharts: true, poweredBy: false });
    const points = leaders.leaders.find((c) => c.key === 'points');
    expect(points?.leaders[0]).toMatchObject({ playerId: maya, name: 'Maya Lopez' });
    const team = await getJson(
      apiPath(publicLeaguePaths.team, { slug, teamId: premium.homeTeamId }),
      publicTeamPageSchema,
    );
    expect(team.record).toEqual({ wins: 1, losses: 0 });
    expect(team.players.find((p) => p.id === maya)?.perGame.points).toBe(5);
    const player = await getJson(
      apiPath(publicLeaguePaths.player, { slug, playerId: maya }),
      publicPlayerPageSchema,
    );
    expect(player.stats?.totals.points).toBe(5);
    expect(player.stats?.gameLog.map((g) => g.gameId)).toEqual([premium.gameId]);
    const game = await getJson(
      apiPath(publicLeaguePaths.game, { slug, gameId: premium.gameId }),
      publicGamePageSchema,
    );
    expect(game.charts?.shots.length).toBe(3);
  });

  it('gives a free league team figures only, and the “powered by Tempo” mark', async () => {
    const slug = freeSlug;
    const leaders = await getJson(
      apiPath(publicLeaguePaths.leaders, { slug }),
      publicLeadersSchema,
    );
    expect(leaders.league).toMatchObject({
      playerStats: false,
      shotCharts: false,
      poweredBy: true,
    });
    expect(leaders.leaders).toEqual([]);
    const team = await getJson(
      apiPath(publicLeaguePaths.team, { slug, teamId: free.homeTeamId }),
      publicTeamPageSchema,
    );
    expect(team.record).toEqual({ wins: 1, losses: 0 });
    expect(team.roster).toHaveLength(3);
    expect(team.players).toEqual([]);
    const player = await getJson(
      apiPath(publicLeaguePaths.player, { slug, playerId: free.home[0]! }),
      publicPlayerPageSchema,
    );
    expect(player.stats).toBeNull();
    const game = await getJson(
      apiPath(publicLeaguePaths.game, { slug, gameId: free.gameId }),
      publicGamePageSchema,
    );
    expect(game.game).toMatchObject({ homeScore: 2, awayScore: 0 });
    expect(game.box).toEqual({ home: [], away: [] });
    expect(game.charts?.shots).toEqual([]);
  });
});

describe('names in public', () => {
  const publicStateUrl = () => apiPath(liveGamePaths.publicState, { gameId: premium.gameId });

  async function namesFor(display: PublicNameDisplay) {
    await changeSite(premium.owner, premium.tournamentId, { nameDisplay: display });
    const slug = premiumSlug;
    const team = await getJson(
      apiPath(publicLeaguePaths.team, { slug, teamId: premium.homeTeamId }),
      publicTeamPageSchema,
    );
    const game = await getJson(
      apiPath(publicLeaguePaths.game, { slug, gameId: premium.gameId }),
      publicGamePageSchema,
    );
    const leaders = await getJson(
      apiPath(publicLeaguePaths.leaders, { slug }),
      publicLeadersSchema,
    );
    const player = await getJson(
      apiPath(publicLeaguePaths.player, { slug, playerId: maya }),
      publicPlayerPageSchema,
    );
    const teamPage = expectStatus(
      await fan.get(`/leagues/${slug}/teams/${premium.homeTeamId}`),
      200,
    ).body;
    return {
      nameDisplay: team.league.nameDisplay,
      coach: team.team.coachName,
      coachOnPage: ['Quinn Ortega', 'Quinn O.', 'Ortega'].filter((n) => teamPage.includes(n)),
      roster: team.roster.find((p) => p.id === maya)?.name,
      averages: team.players.find((p) => p.id === maya)?.name,
      box: game.box.home.find((l) => l.id === maya)?.name,
      play: game.plays.find(
        (p) => p.text.includes('3PT shot made') && p.teamId === premium.homeTeamId,
      )?.text,
      leader: leaders.leaders.find((c) => c.key === 'points')?.leaders[0]?.name,
      player: player.player.name,
    };
  }

  /** Maya's roster entry in the anonymous live state, once the setting has reached the cache. */
  async function liveNameParts(expected: { firstName: string; lastName: string }) {
    await vi.waitFor(async () => {
      const res = expectStatus(await fan.get(publicStateUrl()), 200);
      const { game } = res.json<{ game: LiveGame }>();
      const entry = game.home.players.find((p) => p.id === maya);
      expect({ firstName: entry?.firstName, lastName: entry?.lastName }).toEqual(expected);
    });
  }

  it('shows the first name and initial everywhere, the live state included', async () => {
    expect(await namesFor('initial')).toEqual({
      nameDisplay: 'initial',
      coach: 'Quinn O.',
      coachOnPage: ['Quinn O.'],
      roster: 'Maya L.',
      averages: 'Maya L.',
      box: 'Maya L.',
      play: 'Maya L. 3PT shot made',
      leader: 'Maya L.',
      player: 'Maya L.',
    });
    await liveNameParts({ firstName: 'Maya', lastName: 'L.' });
  });

  it('shows only the jersey number, and the live state keeps no part of the name', async () => {
    expect(await namesFor('jersey')).toEqual({
      nameDisplay: 'jersey',
      // A coach has no number to show instead: the name is left out.
      coach: '',
      coachOnPage: [],
      roster: '#4',
      averages: '#4',
      box: '#4',
      play: '#4 3PT shot made',
      leader: '#4',
      player: '#4',
    });
    await liveNameParts({ firstName: '', lastName: '' });
    const raw = (await fan.get(publicStateUrl())).body;
    expect(raw).not.toContain('Lopez');
    expect(raw).not.toContain('Maya');
    // Members keep the full names.
    const members = await premium.owner.get(
      apiPath(liveGamePaths.state, { gameId: premium.gameId }),
    );
    expect(expectStatus(members, 200).body).toContain('Lopez');
  });

  it('sends open public streams the names in the new form, and members’ streams the full ones', async () => {
    await changeSite(premium.owner, premium.tournamentId, { nameDisplay: 'full' });
    const base = await listen(t.app);
    const gameId = premium.gameId;
    const open = (path: string, headers: Record<string, string> = {}) =>
      openStream(base, `${apiPath(path, { gameId })}?after=999999`, headers);
    const anon = await open(liveGamePaths.publicStream);
    const member = await open(liveGamePaths.stream, { cookie: premium.owner.cookie });
    try {
      expect([anon.status, member.status]).toEqual([200, 200]);
      await changeSite(premium.owner, premium.tournamentId, { nameDisplay: 'initial' });
      const isSetup = (f: Frame) => f.event === 'game-updated';
      const mayaIn = (f: Frame) =>
        (JSON.parse(f.data) as LiveGame).home.players.find((p) => p.id === maya);
      expect(mayaIn(await anon.next(isSetup))).toMatchObject({ firstName: 'Maya', lastName: 'L.' });
      expect(mayaIn(await member.next(isSetup))).toMatchObject({
        firstName: 'Maya',
        lastName: 'Lopez',
      });
    } finally {
      anon.close();
      member.close();
    }
  });

  it('shows full names again when the organiser says so', async () => {
    expect(await namesFor('full')).toMatchObject({
      roster: 'Maya Lopez',
      coach: 'Quinn Ortega',
      coachOnPage: ['Quinn Ortega', 'Ortega'],
    });
    await liveNameParts({ firstName: 'Maya', lastName: 'Lopez' });
  });
});

describe('players set inactive or removed', () => {
  let league: LiveFixture;
  let slug: string;
  /** The home team's top scorer, set inactive once the game is played. */
  let benched: string;
  let removed: string;

  beforeAll(async () => {
    league = await seedLiveGame(t, { owner: premium.owner, players: 5 });
    [benched, removed] = league.home as [string, string];
    await record(
      league.owner,
      league.gameId,
      [
        ev.source('stats'),
        ev.lineup('home', league.home),
        ev.lineup('away', league.away),
        ev.start(),
        ev.shot('home', benched, 3, true),
        ev.shot('home', benched, 3, true),
        ev.shot('home', league.home[2]!, 2, true),
        ev.shot('away', league.away[0]!, 2, true),
        ev.end(),
      ],
      'statstwo',
    );
    slug = freshSlug();
    await changeSite(league.owner, league.tournamentId, {
      enabled: true,
      slug,
      nameDisplay: 'initial',
    });
    expectStatus(
      await league.owner.patch(apiPath('/api/players/:playerId', { playerId: benched }), {
        firstName: 'Nia',
        lastName: 'Okafor',
        active: false,
      }),
      200,
    );
    expectStatus(
      await league.owner.del(apiPath('/api/players/:playerId', { playerId: removed })),
      204,
    );
  });

  it('have no page any more, as on the roster', async () => {
    for (const playerId of [benched, removed]) {
      expect(
        (await fan.get(apiPath(publicLeaguePaths.player, { slug, playerId }))).statusCode,
      ).toBe(404);
      expect((await fan.get(`/leagues/${slug}/players/${playerId}`)).statusCode).toBe(404);
    }
    const team = await getJson(
      apiPath(publicLeaguePaths.team, { slug, teamId: league.homeTeamId }),
      publicTeamPageSchema,
    );
    expect(team.roster.map((p) => p.id)).not.toContain(benched);
    // The season's averages list the roster's players only.
    expect(team.players.map((p) => p.id).sort()).toEqual(
      team.players
        .filter((p) => team.roster.some((r) => r.id === p.id))
        .map((p) => p.id)
        .sort(),
    );
    expect(team.players.map((p) => p.id)).not.toContain(benched);
    const sitemap = (await fan.get(`/leagues/${slug}/sitemap.xml`)).body;
    expect(sitemap).not.toContain(benched);
    expect(sitemap).not.toContain(removed);
  });

  it('are not among the leaders: the ranks are of the roster’s players', async () => {
    const leaders = await getJson(
      apiPath(publicLeaguePaths.leaders, { slug }),
      publicLeadersSchema,
    );
    const named = leaders.leaders.flatMap((c) => c.leaders.map((l) => l.playerId));
    expect(named).not.toContain(benched);
    const points = leaders.leaders.find((c) => c.key === 'points');
    expect(points?.leaders[0]).toMatchObject({ rank: 1, playerId: league.away[0], value: 2 });
    // Members still see the whole season.
    const members = expectStatus(
      await league.owner.get(
        apiPath('/api/seasons/:seasonId/stats', { seasonId: league.seasonId }),
      ),
      200,
    ).json<{ leaders: { key: string; leaders: { playerId: string }[] }[] }>();
    expect(members.leaders.find((c) => c.key === 'points')?.leaders[0]?.playerId).toBe(benched);
  });

  it('are still named in the box score of a game they played, in the name form, without a link', async () => {
    const game = await getJson(
      apiPath(publicLeaguePaths.game, { slug, gameId: league.gameId }),
      publicGamePageSchema,
    );
    const line = game.box.home.find((l) => l.id === benched);
    expect(line).toMatchObject({ name: 'Nia O.', hasPage: false });
    expect(line?.line.points).toBe(6);
    expect(game.box.home.find((l) => l.id === league.home[2])).toMatchObject({ hasPage: true });
    const page = expectStatus(await fan.get(`/leagues/${slug}/games/${league.gameId}`), 200).body;
    expect(page).toContain('Nia O.');
    expect(page).not.toContain(`/players/${benched}`);
    expect(page).toContain(`/players/${league.home[2]}`);
  });

  it('come back with their page when set active again', async () => {
    expectStatus(
      await league.owner.patch(apiPath('/api/players/:playerId', { playerId: benched }), {
        active: true,
      }),
      200,
    );
    const player = await getJson(
      apiPath(publicLeaguePaths.player, { slug, playerId: benched }),
      publicPlayerPageSchema,
    );
    expect(player.player.name).toBe('Nia O.');
    const leaders = await getJson(
      apiPath(publicLeaguePaths.leaders, { slug }),
      publicLeadersSchema,
    );
    expect(leaders.leaders.find((c) => c.key === 'points')?.leaders[0]?.playerId).toBe(benched);
  });
});

describe('addresses', () => {
  it('answer 404 “not available” for an unknown address and a site turned off', async () => {
    const unknown = await fan.get(apiPath(publicLeaguePaths.home, { slug: 'nobody-here' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: "This league's site is not available",
    });
    await changeSite(free.owner, free.tournamentId, { enabled: false });
    for (const [url] of publicUrls(free, freeSlug)) {
      const res = await fan.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json<ApiError>().message).toBe("This league's site is not available");
    }
    await changeSite(free.owner, free.tournamentId, { enabled: true });
    expectStatus(await fan.get(apiPath(publicLeaguePaths.home, { slug: freeSlug })), 200);
  });

  it('redirect an old address to the new one, same page and query', async () => {
    const f = await seedLiveGame(t, { owner: premium.owner, players: 1 });
    const oldSlug = freshSlug();
    const newSlug = freshSlug();
    await changeSite(f.owner, f.tournamentId, { enabled: true, slug: oldSlug });
    await changeSite(f.owner, f.tournamentId, { slug: newSlug });
    const path = (slug: string) =>
      `${apiPath(publicLeaguePaths.team, { slug, teamId: f.homeTeamId })}?season=${f.seasonId}`;
    const moved = await fan.get(path(oldSlug));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(path(newSlug));
    expectStatus(await fan.get(path(newSlug)), 200);
    // A capitalised address goes to its canonical form.
    const upper = await fan.get(apiPath(publicLeaguePaths.home, { slug: newSlug.toUpperCase() }));
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe(apiPath(publicLeaguePaths.home, { slug: newSlug }));
    // How long it stays the league's, and releasing it: public-addresses.test.ts.
  });
});

describe('caching', () => {
  it('tags answers with a weak ETag, answers 304 to a reader who has them, and has them asked for again', async () => {
    const url = apiPath(publicLeaguePaths.standings, { slug: premiumSlug });
    const first = expectStatus(await fan.get(url), 200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const home = await fan.get(apiPath(publicLeaguePaths.home, { slug: premiumSlug }));
    expect(home.headers['cache-control']).toBe('public, no-cache');
    expect(home.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the rate limit', () => {
  it('refuses an address past its share with 429 and a clear message', async () => {
    const limited = await createTestApp({ PUBLIC_SITE_RATE_LIMIT_MAX: '3' });
    try {
      const url = apiPath(publicLeaguePaths.home, { slug: 'nobody-here' });
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const refused = await limited.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ApiError>().message).toMatch(/Too many requests for public league pages/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is unaffected, and so is the rest of the API.
      const elsewhere = await limited.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
      expect(elsewhere.statusCode).toBe(404);
      expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
      limited.clock.advance(61_000);
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
