// Names as organisers type them, and as earlier versions stored them, on everything strangers
// read: preview cards, embeds, the public JSON and pages, the live outputs and the exports. A
// name is refused at input when it holds a control character (other than tab and line breaks)
// or a text-direction override; one already stored is shown without them. Long, wide, CJK and
// emoji names stay inside their boxes on the cards, which the tests read in the PNG's pixels.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  liveGamePaths,
  publicLeaguePaths,
  seasonStatsPaths,
} from '../../src/contract/api-paths.ts';
import { hiddenCharacterMessage } from '../../src/contract/display-name.ts';
import { publicSharePaths } from '../../src/contract/public-share.ts';
import {
  games,
  players,
  seasons,
  teams,
  tournaments,
} from '../../src/server/db/tournament-schema.ts';
import { authPost, newAccount } from '../support/auth-requests.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { ev, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';
import {
  anonymous,
  createGame,
  createTeam,
  expectStatus,
  type Client,
} from './support/management.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

/**
 * Whether `text` holds a character no public output may carry: a control character other than
 * tab and line breaks, U+FFFE/U+FFFF, or a direction embedding, override or isolate.
 */
function hasHidden(text: string): boolean {
  return [...text].some((c) => {
    const n = c.codePointAt(0)!;
    return (
      (n <= 0x1f && n !== 0x09 && n !== 0x0a && n !== 0x0d) ||
      (n >= 0x7f && n <= 0x9f) ||
      n === 0xfffe ||
      n === 0xffff ||
      (n >= 0x202a && n <= 0x202e) ||
      (n >= 0x2066 && n <= 0x2069)
    );
  });
}

async function publish(g: LiveFixture, slug: string) {
  expectStatus(
    await g.owner.patch(`/api/tournaments/${g.tournamentId}/public-site`, { enabled: true, slug }),
    200,
  );
}

const gameCard = (slug: string, gameId: string) =>
  apiPath(publicSharePaths.gameCard, { slug, gameId });
const standingsCard = (slug: string) => apiPath(publicSharePaths.standingsCard, { slug });
const embeds = (slug: string) => [
  apiPath(publicSharePaths.embedStandings, { slug }),
  apiPath(publicSharePaths.embedSchedule, { slug }),
  apiPath(publicSharePaths.embedTicker, { slug }),
];

interface Pixels {
  at(x: number, y: number): [number, number, number];
}

async function pixelsOf(res: LightMyRequestResponse): Promise<Pixels> {
  expect(res.headers['content-type']).toBe('image/png');
  const { data, info } = await sharp(res.rawPayload)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: 1200, height: 630, channels: 3 });
  return {
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];
const background = rgb('#0f172a');
const stripe = rgb('#1e293b');
const panel = rgb('#1e40af');

/** The pixels of a region that are none of `colours`: ink that has no business there. */
function strayInk(
  pixels: Pixels,
  region: { x: [number, number]; y: [number, number] },
  colours: Array<[number, number, number]>,
): string[] {
  const stray: string[] = [];
  for (let y = region.y[0]; y <= region.y[1]; y++) {
    for (let x = region.x[0]; x <= region.x[1]; x++) {
      const p = pixels.at(x, y);
      if (!colours.some((c) => c[0] === p[0] && c[1] === p[1] && c[2] === p[2])) {
        stray.push(`${x},${y}`);
      }
    }
  }
  return stray;
}

/** How many pixels of a region differ from `colour`: the ink drawn there. */
function inkIn(
  pixels: Pixels,
  region: { x: [number, number]; y: [number, number] },
  colour: [number, number, number],
): number {
  return strayInk(pixels, region, [colour]).length;
}

describe('a stored name with control or direction-override characters', () => {
  let g: LiveFixture;
  const slug = 'hidden-characters';

  beforeAll(async () => {
    g = await seedLiveGame(t, { premium: true, players: 2 });
    // Names stored before such characters were refused at input.
    const db = t.deps.db;
    await db
      .update(tournaments)
      .set({ name: 'Bell\u0007 League\uffff', description: 'Since\u001b 1990\u202e' })
      .where(eq(tournaments.id, g.tournamentId));
    await db
      .update(seasons)
      .set({ name: 'Spring\u2066 2026\u2069' })
      .where(eq(seasons.id, g.seasonId));
    await db
      .update(teams)
      .set({ name: 'Harbour\u0001 Hawks\u001f', coachName: 'Coach\u0008 Cole' })
      .where(eq(teams.id, g.homeTeamId));
    // Right-to-left override: "Valley Owls" typed backwards so that it reads forwards.
    await db.update(teams).set({ name: '\u202eslwO yellaV' }).where(eq(teams.id, g.awayTeamId));
    await db
      .update(players)
      .set({ firstName: 'Ana\u000b', lastName: '\u202dDíaz\u202c' })
      .where(eq(players.id, g.home[0]!));
    await db
      .update(games)
      .set({
        venue: 'Main\u000c Gym',
        court: '\ufffe1',
        round: 'Week\u0085 1',
        officials: 'Ref\u0007 Ray',
        scheduledAt: new Date('2026-09-05T16:00:00Z'),
      })
      .where(eq(games.id, g.gameId));
    await publish(g, slug);
    await record(g.owner, g.gameId, [ev.start(), ev.shot('home', g.home[0]!, 2, true)]);
  });

  it('still gives both preview cards', async () => {
    const card = expectStatus(await anonymous(t).get(gameCard(slug, g.gameId)), 200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    const table = expectStatus(await anonymous(t).get(standingsCard(slug)), 200);
    expect(await sharp(table.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('reaches no embed, public page, public JSON or live output', async () => {
    const urls = [
      ...embeds(slug),
      `/leagues/${slug}`,
      `/leagues/${slug}/games/${g.gameId}`,
      `/leagues/${slug}/teams/${g.homeTeamId}`,
      `/leagues/${slug}/players/${g.home[0]!}`,
      apiPath(publicLeaguePaths.home, { slug }),
      apiPath(publicLeaguePaths.schedule, { slug }),
      apiPath(publicLeaguePaths.standings, { slug }),
      apiPath(publicLeaguePaths.game, { slug, gameId: g.gameId }),
      apiPath(publicLeaguePaths.team, { slug, teamId: g.homeTeamId }),
      apiPath(publicLeaguePaths.player, { slug, playerId: g.home[0]! }),
      apiPath(liveGamePaths.publicState, { gameId: g.gameId }),
      apiPath(liveGamePaths.publicFeed, { gameId: g.gameId }),
    ];
    for (const url of urls) {
      const res = expectStatus(await anonymous(t).get(url), 200);
      const text = res.headers['content-type']?.toString().startsWith('application/json')
        ? JSON.stringify(res.json())
        : res.body;
      expect(hasHidden(text), url).toBe(false);
      // The ticker names teams by their short names.
      if (!url.endsWith('/ticker')) expect(text, url).toContain('Harbour Hawks');
    }
    const json = JSON.stringify(
      expectStatus(await anonymous(t).get(apiPath(publicLeaguePaths.home, { slug })), 200).json(),
    );
    // What is left is the text as typed: the override gone, the letters in their stored order.
    expect(json).toContain('slwO yellaV');
    expect(json).toContain('Bell League');
    expect(json).toContain('Spring 2026');
    const team = JSON.stringify(
      expectStatus(
        await anonymous(t).get(apiPath(publicLeaguePaths.team, { slug, teamId: g.homeTeamId })),
        200,
      ).json(),
    );
    expect(team).toContain('Coach Cole');
    expect(team).toContain('Díaz');
  });

  it('reaches no score sheet, box score, season figures or calendar feed', async () => {
    const sheet = expectStatus(
      await g.owner.get(apiPath(seasonStatsPaths.gameScoreSheetPdf, { gameId: g.gameId })),
      200,
    );
    const text = pdfText(sheet.rawPayload);
    expect(text).toContain('Harbour Hawks');
    expect(text).toContain('Ref Ray');
    expect(hasHidden(text)).toBe(false);

    const box = expectStatus(
      await g.owner.get(apiPath(seasonStatsPaths.gameBoxScoreCsv, { gameId: g.gameId })),
      200,
    ).body;
    expect(box).toContain('Ana');
    expect(box).toContain('Díaz');
    expect(hasHidden(box)).toBe(false);

    const feed = expectStatus(
      await g.owner.get(apiPath(seasonStatsPaths.seasonCalendar, { seasonId: g.seasonId })),
      200,
    ).json<{ url: string }>();
    const folded = expectStatus(await anonymous(t).get(new URL(feed.url).pathname), 200).body;
    const ics = folded.replaceAll('\r\n ', '');
    expect(ics).toContain('Harbour Hawks');
    expect(hasHidden(ics)).toBe(false);
  });
});

describe('a name typed with control or direction-override characters', () => {
  let g: LiveFixture;

  beforeAll(async () => {
    g = await seedLiveGame(t, { premium: true, players: 1 });
  });

  const refused = (res: LightMyRequestResponse, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(
      hiddenCharacterMessage,
    );
  };

  it('is refused, naming the field, for every name the public reads', async () => {
    const o = g.owner;
    const bell = 'Bell\u0007';
    const override = '\u202eslwO';
    refused(await o.post('/api/tournaments', { name: bell }), 'name');
    refused(await o.patch(`/api/tournaments/${g.tournamentId}`, { name: override }), 'name');
    refused(
      await o.post(`/api/tournaments/${g.tournamentId}/seasons`, { name: 'Spring\u2067' }),
      'name',
    );
    refused(await o.patch(`/api/seasons/${g.seasonId}`, { name: '\u001f2026' }), 'name');
    refused(
      await o.post(`/api/seasons/${g.seasonId}/teams`, {
        name: override,
        shortName: 'OWL',
        primaryColor: '#1e40af',
        secondaryColor: '#ffffff',
      }),
      'name',
    );
    refused(await o.patch(`/api/teams/${g.homeTeamId}`, { coachName: 'Coach\u0008' }), 'coachName');
    refused(await o.patch(`/api/teams/${g.homeTeamId}`, { groupName: 'East\ufffe' }), 'groupName');
    refused(
      await o.post(`/api/teams/${g.homeTeamId}/players`, {
        firstName: 'Ana',
        lastName: 'D\u202aíaz',
        jersey: '77',
      }),
      'lastName',
    );
    refused(await o.patch(`/api/players/${g.home[0]!}`, { firstName: 'Ana\u0085' }), 'firstName');
    for (const field of ['venue', 'court', 'round', 'officials']) {
      refused(await o.patch(`/api/games/${g.gameId}`, { [field]: 'Main\u000bGym' }), field);
    }
    refused(
      await o.post(`/api/seasons/${g.seasonId}/schedule`, {
        rounds: 1,
        startDate: '2026-09-05',
        weekdays: [6],
        times: ['18:00'],
        courts: ['Court\u00021'],
        timezone: 'Europe/Madrid',
      }),
      'courts.0',
    );
    refused(await o.patch('/api/me', { name: 'Ada\u202e' }), 'name');
    // Better Auth's own forms take a name too.
    refused(
      await authPost(t.app, '/sign-up/email', { ...newAccount('hidden'), name: 'Ada\u0007' }),
      'name',
    );
    refused(
      await authPost(t.app, '/update-user', { name: 'Ada\u2066' }, { cookie: o.cookie }),
      'name',
    );
  });

  it('is refused in the language the person reads', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seasons/${g.seasonId}/teams`,
      headers: { cookie: g.owner.cookie, 'accept-language': 'es' },
      payload: {
        name: 'Halcones\u0007',
        shortName: 'HAL',
        primaryColor: '#1e40af',
        secondaryColor: '#ffffff',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.fields.name).toMatch(/^Contiene un carácter oculto de control/);
    expect(body.message).toContain(body.fields.name);
  });

  it('keeps tabs and line breaks, and any other character', async () => {
    const team = await createTeam(g.owner, g.seasonId, 'São Paulo\tFC 東京 🏀 الأهلي');
    expect(team.name).toBe('São Paulo\tFC 東京 🏀 الأهلي');
  });
});

describe('the schedule embed', () => {
  it("places names holding $&, $', $` and $$ as they were typed", async () => {
    const g = await seedLiveGame(t, { players: 1 });
    const names = ['Cash $& Carry', "Quote $' Club", 'Tick $` Team', 'Double $$ Five'];
    const [a, b, c, d] = await Promise.all(names.map((n) => createTeam(g.owner, g.seasonId, n)));
    await createGame(g.owner, g.seasonId, a!.id, b!.id);
    await createGame(g.owner, g.seasonId, c!.id, d!.id);
    await publish(g, 'dollar-names');
    const html = expectStatus(
      await anonymous(t).get(apiPath(publicSharePaths.embedSchedule, { slug: 'dollar-names' })),
      200,
    ).body;
    for (const escaped of [
      'Cash $&amp; Carry',
      'Quote $&#x27; Club',
      'Tick $` Team',
      'Double $$ Five',
    ]) {
      expect(html).toContain(escaped);
    }
    expect(hasHidden(html)).toBe(false);
  });
});

describe('the preview cards', () => {
  let g: LiveFixture;
  const slug = 'long-names';
  const gameIds: string[] = [];
  const names = [
    'W'.repeat(60),
    'Club Deportivo Baloncesto Ciudad Universitaria de Madrid',
    '北京首钢篮球俱乐部北京首钢篮球俱乐部北京首钢篮球俱乐部北京首钢篮球',
    '서울 삼성 썬더스 농구단 서울 삼성 썬더스 농구단 서울 삼성 썬더스',
    '🏀🔥 Fire Ballers 🏀🔥🏀🔥🏀🔥🏀🔥🏀🔥🏀🔥 👨‍👩‍👧‍👦👨‍👩‍👧‍👦',
    'ＦＵＬＬＷＩＤＴＨ　ＷＩＤＥ　ＴＥＡＭ　ＮＡＭＥ　ＷＷＷＷ',
  ];

  beforeAll(async () => {
    g = await seedLiveGame(t, { players: 1 });
    const o: Client = g.owner;
    expectStatus(
      await o.patch(`/api/tournaments/${g.tournamentId}`, { name: 'W'.repeat(80) }),
      200,
    );
    expectStatus(await o.patch(`/api/seasons/${g.seasonId}`, { name: 'Ｗ'.repeat(40) }), 200);
    const made = [];
    for (const name of names) made.push(await createTeam(o, g.seasonId, name));
    for (let i = 0; i < made.length; i++) {
      const game = await createGame(o, g.seasonId, made[i]!.id, made[(i + 1) % made.length]!.id);
      expectStatus(
        await o.patch(`/api/games/${game.id}`, {
          venue: 'Ｗ'.repeat(80),
          round: 'W'.repeat(40),
          court: 'W'.repeat(40),
        }),
        200,
      );
      gameIds.push(game.id);
    }
    await publish(g, slug);
  });

  it('keep every name of a game inside its team’s panel, and the league’s and venue’s beside it', async () => {
    for (const gameId of gameIds) {
      const pixels = await pixelsOf(
        expectStatus(await anonymous(t).get(gameCard(slug, gameId)), 200),
      );
      const panelRows: [number, number] = [150, 419];
      // Between and beside the two panels: nothing but the card's background.
      expect(strayInk(pixels, { x: [582, 617], y: panelRows }, [background]), gameId).toEqual([]);
      expect(strayInk(pixels, { x: [0, 37], y: panelRows }, [background]), gameId).toEqual([]);
      expect(strayInk(pixels, { x: [1163, 1199], y: panelRows }, [background]), gameId).toEqual([]);
      // The panels' own margins: nothing but the team's colour.
      const nameRows: [number, number] = [220, 340];
      for (const x of [
        [42, 57],
        [563, 577],
        [622, 637],
        [1143, 1157],
      ] as Array<[number, number]>) {
        expect(strayInk(pixels, { x, y: nameRows }, [panel]), `${gameId} ${x.join('–')}`).toEqual(
          [],
        );
      }
      // The name is drawn, on both panels.
      expect(inkIn(pixels, { x: [60, 560], y: nameRows }, panel)).toBeGreaterThan(200);
      expect(inkIn(pixels, { x: [640, 1140], y: nameRows }, panel)).toBeGreaterThan(200);
      // The league's name stops before the status badge; the venue before the score box.
      expect(strayInk(pixels, { x: [862, 877], y: [30, 110] }, [background])).toEqual([]);
      expect(strayInk(pixels, { x: [402, 417], y: [470, 600] }, [background])).toEqual([]);
      expect(strayInk(pixels, { x: [0, 37], y: [0, 629] }, [background])).toEqual([]);
    }
  });

  it('keep the standings’ team names out of the figures’ columns, and the title on the card', async () => {
    const pixels = await pixelsOf(expectStatus(await anonymous(t).get(standingsCard(slug)), 200));
    expect(strayInk(pixels, { x: [826, 852], y: [150, 600] }, [background, stripe])).toEqual([]);
    expect(strayInk(pixels, { x: [1163, 1199], y: [0, 629] }, [background, stripe])).toEqual([]);
    expect(strayInk(pixels, { x: [0, 37], y: [0, 629] }, [background, stripe])).toEqual([]);
    // Every row has its name.
    for (let i = 0; i < 6; i++) {
      const y = 200 + i * 72;
      const rowColour = i % 2 === 0 ? stripe : background;
      expect(
        inkIn(pixels, { x: [150, 820], y: [y - 30, y + 8] }, rowColour),
        `row ${i}`,
      ).toBeGreaterThan(100);
    }
  });
});
