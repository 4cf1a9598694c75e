// What anonymous reads of a league cost the server, and who pays for it. A new day range, team or
// page of a schedule — and the pages, sitemap, embeds and cards made from the same games — is cut
// from the season's index, built once per change of the league and never per read; and each
// client address is charged for the work its reads cause, so one that misses every cache is
// refused while others, a crowd behind one address among them, read on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import type { Game } from '../../src/contract/games.ts';
import { publicScheduleSchema, type PublicSchedule } from '../../src/contract/public-league.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { ev, record } from './support/live-game.ts';

interface League {
  owner: Client;
  slug: string;
  seasonId: string;
  teamIds: string[];
  games: Game[];
}

/** A published 12-team league with a double round-robin: 132 games over eleven weekends. */
async function seedLeague(t: TestApp, slug: string): Promise<League> {
  const owner = await newUser(t, 'organiser');
  const tournament = await createTournament(owner, `League ${slug}`);
  const season = await createSeason(owner, tournament.id);
  const teamIds: string[] = [];
  for (let i = 0; i < 12; i++) teamIds.push((await createTeam(owner, season.id)).id);
  expectStatus(
    await owner.post(`/api/seasons/${season.id}/schedule`, {
      rounds: 2,
      startDate: '2026-09-05',
      weekdays: [6, 0],
      times: ['16:00', '18:00', '20:00'],
      courts: ['A', 'B'],
      timezone: 'Europe/Madrid',
      commit: true,
    }),
    201,
  );
  expectStatus(
    await owner.patch(`/api/tournaments/${tournament.id}/public-site`, { enabled: true, slug }),
    200,
  );
  const games = expectStatus(await owner.get(`/api/seasons/${season.id}/games`), 200).json<{
    games: Game[];
  }>().games;
  return { owner, slug, seasonId: season.id, teamIds, games };
}

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
const dayOf = (iso: string) => madridDay.format(new Date(iso));

/** The n-th day range of a flood: never the same twice. */
function range(n: number) {
  const from = new Date(Date.UTC(2026, 8, 1 + (n % 80)));
  const to = new Date(from.getTime() + (1 + Math.floor(n / 80)) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

function get(t: TestApp, url: string, address = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: address, headers });
}

describe('a large league’s public reads', () => {
  let t: TestApp;
  let league: League;
  const counts = () => ({ ...t.app.publicAnswers.indexes.counts });
  const scheduleUrl = (query: string) =>
    `${apiPath(publicLeaguePaths.schedule, { slug: league.slug })}?${query}`;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    league = await seedLeague(t, 'big-harbour');
  });

  afterAll(async () => {
    await t.close();
  });

  it('cut every new day range, team and page from the season’s index, built once', async () => {
    const before = counts();
    for (let n = 0; n < 40; n++) {
      const { from, to } = range(n);
      const body = publicScheduleSchema.parse(
        expectStatus(await get(t, scheduleUrl(`from=${from}&to=${to}`)), 200).json(),
      );
      const wanted = league.games.filter((g) => {
        const day = dayOf(g.scheduledAt!);
        return day >= from && day <= to;
      });
      expect(body.total).toBe(wanted.length);
      expect(body.games.map((g) => g.id)).toEqual(wanted.slice(0, body.pageSize).map((g) => g.id));
    }
    for (const teamId of league.teamIds) {
      const body = expectStatus(await get(t, scheduleUrl(`team=${teamId}`)), 200);
      expect(body.json<PublicSchedule>().total).toBe(22);
    }
    const slug = league.slug;
    for (const url of [
      `/leagues/${slug}/schedule?from=2026-09-05&to=2026-10-31&page=2`,
      `/leagues/${slug}/schedule?team=${league.teamIds[3]}`,
      `/leagues/${slug}`,
      apiPath(publicLeaguePaths.home, { slug }),
      `/leagues/${slug}/sitemap.xml`,
      apiPath(publicSharePaths.embedSchedule, { slug }),
      apiPath(publicSharePaths.embedTicker, { slug }),
    ]) {
      expectStatus(await get(t, url), 200);
    }
    const after = counts();
    // However many readers ask whatever they like, the season was read from the database once.
    expect(after.builds - before.builds).toBe(1);
    expect(after.patches - before.patches).toBe(0);
  });

  it('page a schedule of more games than a page holds, with links to the others', async () => {
    const first = publicScheduleSchema.parse(
      expectStatus(await get(t, scheduleUrl('')), 200).json(),
    );
    expect(first).toMatchObject({ total: 132, page: 1, pageSize: 100 });
    expect(first.games.map((g) => g.id)).toEqual(league.games.slice(0, 100).map((g) => g.id));
    const second = publicScheduleSchema.parse(
      expectStatus(await get(t, scheduleUrl('page=2')), 200).json(),
    );
    expect(second.games.map((g) => g.id)).toEqual(league.games.slice(100).map((g) => g.id));
    const beyond = publicScheduleSchema.parse(
      expectStatus(await get(t, scheduleUrl('page=9')), 200).json(),
    );
    expect(beyond).toMatchObject({ total: 132, games: [] });
    expect((await get(t, scheduleUrl('page=0'))).statusCode).toBe(400);
    expect((await get(t, scheduleUrl(`team=${'x'.repeat(10)}`))).statusCode).toBe(404);

    const page = expectStatus(await get(t, `/leagues/${league.slug}/schedule?lang=es`), 200).body;
    expect(page).toContain('Página 1 de 2');
    expect(page).toContain(`href="/leagues/${league.slug}/schedule?page=2&amp;lang=es"`);
    expect(page).toContain('Partidos posteriores');
  });

  it('read the season again once per change: a rename builds anew, a basket is patched in', async () => {
    const [teamId] = league.teamIds;
    const game = league.games.find((g) => g.homeTeamId === teamId || g.awayTeamId === teamId)!;
    expectStatus(await get(t, scheduleUrl('page=1')), 200);
    expectStatus(await league.owner.patch(`/api/teams/${teamId}`, { name: 'Harbour Gulls' }), 200);
    const renamed = counts();
    const first = expectStatus(await get(t, scheduleUrl(`team=${teamId}`)), 200);
    expect(first.json<PublicSchedule>().teams.map((x) => x.name)).toContain('Harbour Gulls');
    for (let n = 100; n < 120; n++) {
      const { from, to } = range(n);
      expectStatus(await get(t, scheduleUrl(`from=${from}&to=${to}`)), 200);
    }
    expect(counts().builds - renamed.builds).toBe(1);

    await record(league.owner, game.id, [ev.start(), ev.score('home', 3)]);
    const day = dayOf(game.scheduledAt!);
    const scored = publicScheduleSchema.parse(
      expectStatus(await get(t, scheduleUrl(`from=${day}&to=${day}`)), 200).json(),
    );
    expect(scored.games.find((g) => g.id === game.id)).toMatchObject({
      status: 'live',
      homeScore: 3,
      awayScore: 0,
    });
    const afterBasket = counts();
    expect(afterBasket.builds - renamed.builds).toBe(1);
    expect(afterBasket.patches - renamed.patches).toBeGreaterThanOrEqual(1);
  });
});

describe('the work an address’s reads cause', () => {
  let t: TestApp;
  let league: League;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_SITE_WORK_BUDGET: '150' });
    league = await seedLeague(t, 'flooded-valley');
    // Someone reads the league first: what the crowd below reads is in the caches.
    expectStatus(
      await get(t, apiPath(publicLeaguePaths.home, { slug: league.slug }), '10.0.0.9'),
      200,
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses an address that misses every cache, and nobody else', async () => {
    const { slug } = league;
    const home = apiPath(publicLeaguePaths.home, { slug });
    // A venue's crowd behind one address, reading what the caches hold.
    for (let i = 0; i < 60; i++) expectStatus(await get(t, home, '10.0.0.1'), 200);

    // A client asking for a page nobody asked for each time: game pages and new day ranges.
    let refused: Awaited<ReturnType<typeof get>> | null = null;
    let asked = 0;
    while (refused === null && asked < 60) {
      const url =
        asked % 2 === 0
          ? apiPath(publicLeaguePaths.game, { slug, gameId: league.games[asked]!.id })
          : `${apiPath(publicLeaguePaths.schedule, { slug })}?from=${range(asked).from}&to=${range(asked).to}`;
      const res = await get(t, url, '10.0.0.2');
      asked += 1;
      if (res.statusCode === 429) refused = res;
      else expectStatus(res, 200);
    }
    // Refused long before its count of reads (600 a minute) is.
    expect(refused?.statusCode).toBe(429);
    expect(asked).toBeLessThan(40);
    expect(refused!.json<ApiError>().message).toMatch(
      /^Your address has asked league sites for more work than they can give it right now\. Please try again in \d+ s\.$/,
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    const inSpanish = await get(t, home, '10.0.0.2', { 'accept-language': 'es' });
    expect(inSpanish.statusCode).toBe(429);
    expect(inSpanish.json<ApiError>().message).toMatch(/^Tu dirección ha pedido/);

    // The crowd and everyone else read on; the rest of the API is not the budget's.
    expectStatus(await get(t, home, '10.0.0.1'), 200);
    expectStatus(await get(t, home, '10.0.0.3'), 200);
    expectStatus(await get(t, '/api/health', '10.0.0.2'), 200);

    t.clock.advance(61_000);
    expectStatus(await get(t, home, '10.0.0.2'), 200);
  });

  it('keeps a crowd reading cached pages up to the request limit far under the budget', async () => {
    // A count of reads smaller than the shipped one, to reach it quickly; the budget as shipped.
    const crowd = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_SITE_RATE_LIMIT_MAX: '600',
    });
    try {
      const { slug } = await seedLeague(crowd, 'crowded-gym');
      const pages = [
        apiPath(publicLeaguePaths.home, { slug }),
        `/leagues/${slug}`,
        `/leagues/${slug}/schedule`,
        apiPath(publicLeaguePaths.schedule, { slug }),
        apiPath(publicSharePaths.embedTicker, { slug }),
      ];
      let answered = 0;
      for (let i = 0; i < 600; i++) {
        const res = await get(crowd, pages[i % pages.length]!, '10.0.0.1');
        if (res.statusCode === 200) answered += 1;
      }
      expect(answered).toBe(600);
      const { publicWorkBudget: budget } = crowd.app;
      const spent = budget.spent('10.0.0.1', crowd.deps.now().getTime());
      expect(spent).toBeLessThan(budget.max / 3);
      // The next read is refused by the count of reads, not by what they cost.
      const next = await get(crowd, pages[0]!, '10.0.0.1');
      expect(next.statusCode).toBe(429);
      expect(next.json<ApiError>().message).toMatch(
        /Too many requests for public league pages and games/,
      );
    } finally {
      await crowd.close();
    }
  });
});
