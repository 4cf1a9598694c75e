// Nothing a stranger can read about a league names an account or a device: a crawler starts from
// a published league's home (page and JSON), its sitemap, embeds, cards, the public configuration
// and the season's calendar feed, follows every link of ours it finds, and looks in each answer's
// bytes and headers for the ids, e-mails and sessions of the people who ran the league and the
// devices they scored from. The live game endpoints (/api/public/games/…) are left out: they
// are their own subject.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  managementPaths,
  publicLeaguePaths,
  seasonStatsPaths,
} from '../../src/contract/api-paths.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import type { Upload } from '../../src/contract/tournaments.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  addMember,
  anonymous,
  createGame,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { ev, postEvents, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let league: LiveFixture;
let slug: string;
let calendarFeed: string;
let pastSeason: string;
/** Every string that must not reach a stranger. */
const secrets = new Map<string, string>();

const deviceOf = (who: string) => `device-${who}-${randomUUID()}`;

/** The session token in a Cookie header (`name=value; …`). */
function sessionValues(cookie: string): string[] {
  return cookie
    .split(';')
    .map((part) => part.trim().split('=').slice(1).join('='))
    .flatMap((value) => [value, decodeURIComponent(value), value.split('.')[0] ?? ''])
    .filter((value) => value.length >= 16);
}

async function remember(label: string, client: Client & { email?: string }) {
  secrets.set(client.id, `${label}'s account id`);
  for (const value of sessionValues(client.cookie)) secrets.set(value, `${label}'s session`);
}

async function uploadImage(owner: Client, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: managementPaths.uploads,
    headers: { cookie: owner.cookie, 'content-type': 'image/png' },
    payload: png,
  });
  return expectStatus(res, 201).json<Upload>().id;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  league = await seedLiveGame(t, { premium: true, players: 5 });
  const { owner } = league;
  const scorekeeper = await newUser(t, 'scorekeeper');
  const viewer = await newUser(t, 'viewer');
  await addMember(t, league.tournamentId, scorekeeper.id, 'scorekeeper');
  await addMember(t, league.tournamentId, viewer.id, 'viewer');
  for (const [label, client] of [
    ['the owner', owner],
    ['the scorekeeper', scorekeeper],
    ['the viewer', viewer],
  ] as const) {
    await remember(label, client);
    const me = expectStatus(await client.get(apiPaths.me), 200).json<{ email: string }>();
    secrets.set(me.email, `${label}'s e-mail`);
  }

  // Logos everywhere a logo goes, each uploaded by an account.
  const tournamentLogo = await uploadImage(owner, '#0f766e');
  expectStatus(
    await owner.patch(apiPath(managementPaths.tournament, { tournamentId: league.tournamentId }), {
      logoId: tournamentLogo,
    }),
    200,
  );
  const teamLogo = await uploadImage(owner, '#b91c1c');
  expectStatus(
    await owner.patch(apiPath(managementPaths.team, { teamId: league.homeTeamId }), {
      logoId: teamLogo,
      coachName: 'Quinn Ortega',
    }),
    200,
  );

  // One game played on the stats consoles by two people on two devices, one still live, each
  // with clock events (the clock's device is recorded) and plays.
  const ownerDevice = deviceOf('owner');
  const scorerDevice = deviceOf('scorer');
  secrets.set(ownerDevice, "the owner's device id");
  secrets.set(scorerDevice, "the scorekeeper's device id");
  const now = t.deps.now().getTime();
  expectStatus(
    await postEvents(
      owner,
      league.gameId,
      [
        ev.source('stats'),
        ev.lineup('home', league.home),
        ev.lineup('away', league.away),
        ev.start(),
        ev.clockStart(600_000, now),
      ],
      'statstwo',
      ownerDevice,
    ),
    200,
  );
  expectStatus(
    await postEvents(
      scorekeeper,
      league.gameId,
      [
        { ...ev.shot('home', league.home[0]!, 2, true, league.home[1]), x: 0.4, y: 0.3 } as never,
        ev.shot('away', league.away[0]!, 3, true),
        ev.rebound('home', league.home[2]!, false),
        ev.foul('away', league.away[1]!),
        ev.clockStop(540_000, now + 60_000),
        ev.end(),
      ],
      'statstwo',
      scorerDevice,
    ),
    200,
  );
  const live = await createGame(owner, league.seasonId, league.awayTeamId, league.homeTeamId);
  expectStatus(
    await postEvents(
      scorekeeper,
      live.id,
      [ev.start(), ev.clockStart(600_000, now), ev.score('away', 2)],
      'timescore',
      scorerDevice,
    ),
    200,
  );

  // A season before this one, so the pages link each other's seasons too; a player's photo
  // uploaded by the scorekeeper.
  pastSeason = expectStatus(
    await owner.post(apiPath(managementPaths.seasons, { tournamentId: league.tournamentId }), {
      name: '2025',
      status: 'completed',
    }),
    201,
  ).json<{ id: string }>().id;
  expectStatus(
    await scorekeeper.patch(apiPath(managementPaths.player, { playerId: league.home[0]! }), {
      photoId: await uploadImage(scorekeeper, '#facc15'),
    }),
    200,
  );

  slug = `league-${randomUUID().slice(0, 8)}`;
  expectStatus(
    await owner.patch(apiPath(publicLeaguePaths.settings, { tournamentId: league.tournamentId }), {
      enabled: true,
      slug,
    }),
    200,
  );
  const link = expectStatus(
    await owner.get(apiPath(seasonStatsPaths.seasonCalendar, { seasonId: league.seasonId })),
    200,
  ).json<{ url: string }>();
  calendarFeed = new URL(link.url.replace(/^webcal:/, 'http:')).pathname;
});

afterAll(async () => {
  await t.close();
});

/** Paths of ours a stranger may follow from an answer: the league's pages, JSON, embeds, images. */
const followable = /^\/(?:leagues|embed|api\/public\/leagues|api\/uploads|assets)\//;

function linksIn(body: string): string[] {
  const found: string[] = [];
  const patterns = [/(?:href|src)="([^"]+)"/g, /<loc>([^<]+)<\/loc>/g, /"(\/[^"\s]*)"/g];
  for (const pattern of patterns) {
    for (const match of body.matchAll(pattern)) {
      const raw = match[1]!.replace(/&amp;/g, '&');
      const url = new URL(raw, 'http://localhost:3000');
      if (url.origin !== 'http://localhost:3000') continue;
      const path = url.pathname + url.search;
      if (followable.test(url.pathname) && !url.pathname.startsWith('/assets/')) found.push(path);
    }
  }
  return found;
}

/** The JSON twin of a page of the site: /leagues/x/… → /api/public/leagues/x/…. */
function jsonOf(path: string): string | null {
  const url = new URL(path, 'http://localhost:3000');
  if (!url.pathname.startsWith('/leagues/') || url.pathname.endsWith('.png')) return null;
  if (url.pathname.endsWith('.xml')) return null;
  return `/api/public${url.pathname}${url.search}`;
}

async function crawl(start: string[]): Promise<Map<string, LightMyRequestResponse>> {
  const fan = anonymous(t);
  const seen = new Map<string, LightMyRequestResponse>();
  const queue = [...start];
  while (queue.length > 0 && seen.size < 400) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await fan.get(path);
    seen.set(path, res);
    const twin = jsonOf(path);
    if (twin && !seen.has(twin)) queue.push(twin);
    if (/^(?:text|application\/(?:json|xml))/.test(String(res.headers['content-type'] ?? ''))) {
      queue.push(...linksIn(res.body));
    }
  }
  return seen;
}

describe('what strangers read about a league', () => {
  it('never names an account, a session, an e-mail or a device', async () => {
    const home = `/leagues/${slug}`;
    const answers = await crawl([
      home,
      // The season picker is a form: its choices are asked for as a reader would.
      `${home}?season=${pastSeason}`,
      `${home}/standings?season=${pastSeason}`,
      `${home}/sitemap.xml`,
      apiPath(publicSharePaths.embedStandings, { slug }),
      apiPath(publicSharePaths.embedSchedule, { slug }),
      apiPath(publicSharePaths.embedTicker, { slug }),
      `${apiPath(publicSharePaths.embedTicker, { slug })}?theme=dark`,
      apiPath(publicSharePaths.standingsCard, { slug }),
      apiPath(publicSharePaths.gameCard, { slug, gameId: league.gameId }),
      apiPaths.publicConfig,
      calendarFeed,
      '/robots.txt',
    ]);
    // The walk reached every kind of page: teams, players, games (live and final) and images.
    const paths = [...answers.keys()];
    for (const kind of [
      '/teams/',
      '/players/',
      '/games/',
      '/api/uploads/',
      '/api/public/',
      '?season=',
    ]) {
      expect(
        paths.some((p) => p.includes(kind)),
        kind,
      ).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(30);

    const leaks: string[] = [];
    for (const [path, res] of answers) {
      expect(res.statusCode, path).toBeLessThan(400);
      const text = `${JSON.stringify(res.headers)}\n${res.rawPayload.toString('latin1')}`;
      for (const [secret, what] of secrets) {
        if (text.includes(secret)) leaks.push(`${path}: ${what}`);
      }
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
    expect(leaks).toEqual([]);
  });
});
