// Exports (docs/product/league-pages.md#exports): box score CSV, score sheet PDF, season stats CSV and the season's iCal feed,
// through the API: headers, contents checked against the game's known events, the premium gate
// (the owner's plan), who may download, and the feed's token life cycle.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, managementPaths, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import type { GameEvent, TeamSide } from '../../src/domain/game/events.ts';
import { users } from '../../src/server/db/schema.ts';
import { parseCsv } from '../../src/domain/exports/csv.ts';
import { pdfText } from '../support/pdf-text.ts';
import type { LiveState } from '../../src/contract/live-games.ts';
import { cid, ev, record, seedLiveGame, stateUrl, type LiveFixture } from './support/live-game.ts';
import {
  addMember,
  anonymous,
  createGame,
  createPlayer,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let fx: LiveFixture;
let doncic: string;
let sahin: string;
let handGameId: string;

const boxUrl = (gameId: string) => apiPath(seasonStatsPaths.gameBoxScoreCsv, { gameId });
const pdfUrl = (gameId: string) => apiPath(seasonStatsPaths.gameScoreSheetPdf, { gameId });
const statsUrl = (seasonId: string) => apiPath(seasonStatsPaths.seasonStatsCsv, { seasonId });
const calendarUrl = (seasonId: string) => apiPath(seasonStatsPaths.seasonCalendar, { seasonId });
const gameUrl = (gameId: string) => apiPath(managementPaths.game, { gameId });
const pathOf = (url: string) => new URL(url).pathname;

const timeout = (team: TeamSide, period: number, clockMs: number): GameEvent => ({
  clientId: cid(),
  period,
  clockMs,
  type: 'timeout',
  team,
});
const at = (e: GameEvent, period: number, clockMs: number): GameEvent => ({
  ...e,
  period,
  clockMs,
});
const foul = (
  team: TeamSide,
  playerId: string,
  kind: 'personal' | 'technical',
  period: number,
  drawnByPlayerId?: string,
) =>
  ({
    clientId: cid(),
    period,
    clockMs: 200_000,
    type: 'foul',
    team,
    offender: 'player',
    playerId,
    kind,
    shooting: false,
    ...(drawnByPlayerId === undefined ? {} : { drawnByPlayerId }),
  }) as GameEvent;

/** Reads a CSV answer: BOM, CRLF only, records parsed by the import's RFC 4180 reader. */
function csvOf(body: Buffer) {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.replaceAll('\r\n', '').includes('\n')).toBe(false);
  expect(text.endsWith('\r\n')).toBe(true);
  const records = parseCsv(text).map((r) => r.fields);
  const [header, ...rows] = records;
  const cell = (row: string[], column: string) => row[header!.indexOf(column)];
  return { header: header!, rows, cell };
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedLiveGame(t, { premium: true, players: 5 });
  doncic = (
    await createPlayer(fx.owner, fx.homeTeamId, {
      firstName: 'Luka',
      lastName: 'Dončić',
      jersey: '77',
    })
  ).id;
  sahin = (
    await createPlayer(fx.owner, fx.awayTeamId, {
      firstName: '=Ömer',
      lastName: 'Şahin, "Jr"',
      jersey: '0',
    })
  ).id;
  expectStatus(
    await fx.owner.patch(gameUrl(fx.gameId), {
      scheduledAt: '2026-07-04T17:30:00.000Z',
      timezone: 'Europe/Madrid',
      venue: 'Pabellón Øre',
      court: 'Court 1',
      round: 'Round 3',
      officials: 'Ana Ruiz; Bo Øre',
    }),
    200,
  );
  const home = [doncic, ...fx.home.slice(0, 4)];
  const away = [sahin, ...fx.away.slice(0, 4)];
  await record(
    fx.owner,
    fx.gameId,
    [
      ev.start(),
      ev.source('stats'),
      ev.lineup('home', home),
      ev.lineup('away', away),
      at(ev.shot('home', doncic, 3, true), 1, 500_000),
      at(ev.shot('away', sahin, 2, true), 1, 450_000),
      at(ev.shot('away', sahin, 3, false), 1, 440_000),
      foul('away', sahin, 'personal', 1, doncic),
      at(ev.freeThrow('home', doncic, true), 1, 200_000),
      at(ev.freeThrow('home', doncic, false), 1, 200_000),
      timeout('home', 1, 300_000),
      at(ev.period(2), 2, 600_000),
      foul('away', sahin, 'technical', 2),
      timeout('away', 2, 65_000),
      at(ev.shot('home', fx.home[0]!, 2, true, doncic), 2, 100_000),
      ev.end(2),
    ],
    'statstwo',
  );
  // A second game whose result was typed in by hand: no log at all.
  handGameId = (await createGame(fx.owner, fx.seasonId, fx.homeTeamId, fx.awayTeamId)).id;
  expectStatus(
    await fx.owner.patch(gameUrl(handGameId), {
      scheduledAt: '2026-07-11T17:30:00.000Z',
      status: 'final',
      homeScore: 70,
      awayScore: 65,
    }),
    200,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('box score CSV', () => {
  it('has the stat sheet’s columns, a row per player and the team totals', async () => {
    const res = expectStatus(await fx.owner.get(boxUrl(fx.gameId)), 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.csv"; filename\*=UTF-8''/);
    expect(disposition).toContain('2026-07-04');

    const { header, rows, cell } = csvOf(res.rawPayload);
    expect(header).toEqual([
      'Team',
      '#',
      'Player',
      'Starter',
      'MIN',
      'PTS',
      'FGM',
      'FGA',
      'FG%',
      '3PM',
      '3PA',
      '3P%',
      'FTM',
      'FTA',
      'FT%',
      'OREB',
      'DREB',
      'REB',
      'AST',
      'STL',
      'BLK',
      'TOV',
      'PF',
      'PFD',
      'TF',
      'Plus/minus',
    ]);
    const luka = rows.find((r) => cell(r, 'Player') === 'Luka Dončić')!;
    expect(cell(luka, 'Team')).toBe('Harbour Hawks');
    expect(cell(luka, '#')).toBe('77');
    expect(cell(luka, 'Starter')).toBe('Yes');
    expect(cell(luka, 'PTS')).toBe('4');
    expect([cell(luka, 'FGM'), cell(luka, 'FGA'), cell(luka, 'FG%')]).toEqual(['1', '1', '100']);
    expect([cell(luka, '3PM'), cell(luka, '3PA')]).toEqual(['1', '1']);
    expect([cell(luka, 'FTM'), cell(luka, 'FTA'), cell(luka, 'FT%')]).toEqual(['1', '2', '50']);
    expect(cell(luka, 'AST')).toBe('1');
    expect(cell(luka, 'PFD')).toBe('1');

    // Formula injection: the name starts with "=", so the cell starts with an apostrophe; the
    // comma and quotes survive RFC 4180 quoting.
    const omer = rows.find((r) => cell(r, '#') === '0' && cell(r, 'Team') === 'Valley Owls')!;
    expect(cell(omer, 'Player')).toBe('\'=Ömer Şahin, "Jr"');
    expect([cell(omer, 'PTS'), cell(omer, 'FGA'), cell(omer, 'FG%'), cell(omer, 'PF')]).toEqual([
      '2',
      '2',
      '50',
      '2',
    ]);
    const benchRow = rows.find((r) => cell(r, 'Team') === 'Harbour Hawks' && cell(r, '#') === '8')!;
    expect(cell(benchRow, 'Starter')).toBe('No');
    expect(cell(benchRow, 'FG%')).toBe('');

    const totals = rows.filter((r) => cell(r, 'Player') === 'Team totals');
    expect(
      totals.map((r) => [cell(r, 'Team'), cell(r, 'PTS'), cell(r, 'PF'), cell(r, 'PFD')]),
    ).toEqual([
      ['Harbour Hawks', '6', '0', '1'],
      ['Valley Owls', '2', '2', '0'],
    ]);
    // Home players, home totals, then the away players and totals.
    expect(rows.at(-1)).toBe(totals[1]);
    expect(rows.findIndex((r) => r === totals[0])).toBe(6);
  });

  it('is refused on the free plan, allowed to viewers, hidden from strangers', async () => {
    const viewer = await newUser(t, 'viewer');
    await addMember(t, fx.tournamentId, viewer.id, 'viewer');
    expectStatus(await viewer.get(boxUrl(fx.gameId)), 200);
    expectStatus(await viewer.get(pdfUrl(fx.gameId)), 200);
    expectStatus(await viewer.get(statsUrl(fx.seasonId)), 200);
    expectStatus(await viewer.get(calendarUrl(fx.seasonId)), 200);
    // Resetting the feed's address is for the owner and admins.
    const refused = expectStatus(await viewer.post(calendarUrl(fx.seasonId)), 403);
    expect(refused.json<{ message: string }>().message).toContain('reset the calendar link');

    const stranger = await newUser(t, 'stranger');
    for (const url of [
      boxUrl(fx.gameId),
      pdfUrl(fx.gameId),
      statsUrl(fx.seasonId),
      calendarUrl(fx.seasonId),
    ]) {
      expectStatus(await stranger.get(url), 404);
      expectStatus(await anonymous(t).get(url), 401);
    }
    expectStatus(await fx.owner.get(boxUrl('no-such-game')), 404);
    expectStatus(await fx.owner.get(statsUrl('no-such-season')), 404);

    const free = await seedLiveGame(t, { players: 2 });
    const freeViewer = await newUser(t, 'viewer');
    await addMember(t, free.tournamentId, freeViewer.id, 'viewer');
    for (const client of [free.owner, freeViewer] as Client[]) {
      for (const url of [
        boxUrl(free.gameId),
        pdfUrl(free.gameId),
        statsUrl(free.seasonId),
        calendarUrl(free.seasonId),
      ]) {
        const res = expectStatus(await client.get(url), 402);
        expect(res.json()).toMatchObject({
          code: 'PREMIUM_REQUIRED',
          fields: { feature: 'exports' },
        });
      }
    }
  });
});

describe('score sheet PDF', () => {
  it('is an A4 PDF naming teams, players in UTF-8, fouls, timeouts and the running score', async () => {
    const res = expectStatus(await fx.owner.get(pdfUrl(fx.gameId)), 200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="[^"]+\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Harbour Hawks');
    expect(text).toContain('Valley Owls');
    expect(text).toContain('Luka Dončić');
    expect(text).toContain('=Ömer Şahin, "Jr"');
    expect(text).toContain('Pabellón Øre · Court 1');
    expect(text).toContain('Ana Ruiz; Bo Øre');
    // 17:30 UTC is 19:30 in Madrid in July.
    expect(text).toContain('Sat, 4 Jul 2026, 19:30 (Europe/Madrid)');
    expect(text).toContain('6 – 2');
    expect(text).toContain('Page 1 of 1.');
    // Fouls with their kind and period; timeouts with period and clock.
    expect(text).toContain('P1 T2');
    expect(text).toContain('Q1 5:00');
    expect(text).toContain('Q2 1:05');
    // Running score: Dončić's three, then Şahin's two, his free throw, the assisted two.
    const lines = text.split('\n');
    const scoring = lines.slice(lines.indexOf('Running score'));
    const { game } = expectStatus(await fx.owner.get(stateUrl(fx.gameId)), 200).json<LiveState>();
    const [h, a] = [game.home.shortName, game.away.shortName];
    // After the three columns' headings (Per., Clock, Team, #, Pts, Score).
    expect(scoring.slice(1, 19)).toEqual(
      Array(3).fill(['Per.', 'Clock', 'Team', '#', 'Pts', 'Score']).flat(),
    );
    expect(scoring.slice(19, 43)).toEqual([
      ...['Q1', '8:20', h, '77', '+3', '3–0'],
      ...['Q1', '7:30', a, '0', '+2', '3–2'],
      ...['Q1', '3:20', h, '77', '+1', '4–2'],
      ...['Q2', '1:40', h, '4', '+2', '6–2'],
    ]);
  });

  it('works for a game whose final score was entered by hand', async () => {
    const res = expectStatus(await fx.owner.get(pdfUrl(handGameId)), 200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('70 – 65');
    expect(text).toContain('The result was entered by hand');
    expect(text).toContain('Luka Dončić');
  });
});

describe('season stats CSV', () => {
  it('has a row per player with games, totals and averages, then each team', async () => {
    const res = expectStatus(await fx.owner.get(statsUrl(fx.seasonId)), 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    const { header, rows, cell } = csvOf(res.rawPayload);
    expect(header.slice(0, 6)).toEqual(['Team', '#', 'Player', 'GP', 'MIN', 'PTS']);
    expect(header).toContain('PTS/G');
    const luka = rows.find((r) => cell(r, 'Player') === 'Luka Dončić')!;
    expect([cell(luka, 'GP'), cell(luka, 'PTS'), cell(luka, 'PTS/G'), cell(luka, 'FT%')]).toEqual([
      '1',
      '4',
      '4',
      '50',
    ]);
    expect([cell(luka, 'PFD'), cell(luka, 'PFD/G')]).toEqual(['1', '1']);
    const teams = rows.filter((r) => cell(r, 'Player') === 'Team totals');
    expect(teams.map((r) => cell(r, 'Team')).sort()).toEqual(['Harbour Hawks', 'Valley Owls']);

    const playoff = expectStatus(await fx.owner.get(`${statsUrl(fx.seasonId)}?phase=playoff`), 200);
    const empty = csvOf(playoff.rawPayload);
    expect(empty.rows.filter((r) => empty.cell(r, 'Player') !== 'Team totals')).toEqual([]);
    expectStatus(await fx.owner.get(`${statsUrl(fx.seasonId)}?phase=finals`), 400);
  });
});

describe('iCal feed', () => {
  const eventsOf = (ics: string) =>
    ics
      .replace(/\r\n /g, '')
      .split('BEGIN:VEVENT\r\n')
      .slice(1)
      .map((block) =>
        Object.fromEntries(
          block
            .split('\r\n')
            .filter((l) => l.includes(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]),
        ),
      );

  async function feed(url: string) {
    const res = expectStatus(await anonymous(t).get(pathOf(url)), 200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return res.body;
  }

  it('lists the season’s games with stable UIDs and follows their changes', async () => {
    const { url } = expectStatus(await fx.owner.get(calendarUrl(fx.seasonId)), 200).json<{
      url: string;
    }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendars\/[^/]{20,}\/season\.ics$/);
    // The same address on the next request.
    expect(expectStatus(await fx.owner.get(calendarUrl(fx.seasonId)), 200).json()).toEqual({ url });

    const first = await feed(url);
    expect(first.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(first).toContain('X-WR-CALNAME:');
    for (const line of first.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [played, hand] = eventsOf(first);
    expect(played).toMatchObject({
      UID: `${fx.gameId}@localhost`,
      DTSTART: '20260704T173000Z',
      // 4 quarters of 10 minutes (FIBA) × 2 + 15 minutes.
      DTEND: '20260704T190500Z',
      SUMMARY: 'Harbour Hawks vs Valley Owls (6–2)',
      LOCATION: 'Pabellón Øre\\, Court 1',
      STATUS: 'CONFIRMED',
    });
    expect(played!.DESCRIPTION).toContain('Round: Round 3\\nRegular season');
    expect(hand).toMatchObject({
      UID: `${handGameId}@localhost`,
      SUMMARY: 'Harbour Hawks vs Valley Owls (70–65)',
    });

    const again = eventsOf(await feed(url));
    expect(again.map((e) => e.UID)).toEqual([played!.UID, hand!.UID]);
    expect(again[0]!.SEQUENCE).toBe(played!.SEQUENCE);

    // SEQUENCE counts in seconds of the game's last change.
    await new Promise((r) => setTimeout(r, 1_100));
    expectStatus(await fx.owner.patch(gameUrl(handGameId), { venue: 'New Arena' }), 200);
    const moved = eventsOf(await feed(url)).find((e) => e.UID === hand!.UID)!;
    expect(moved.LOCATION).toBe('New Arena');
    expect(Number(moved.SEQUENCE)).toBeGreaterThan(Number(hand!.SEQUENCE));

    const cancelled = await createGame(fx.owner, fx.seasonId, fx.awayTeamId, fx.homeTeamId);
    expectStatus(
      await fx.owner.patch(gameUrl(cancelled.id), {
        scheduledAt: '2026-07-18T17:30:00.000Z',
        status: 'cancelled',
      }),
      200,
    );
    const withCancelled = eventsOf(await feed(url)).find(
      (e) => e.UID === `${cancelled.id}@localhost`,
    )!;
    expect(withCancelled.STATUS).toBe('CANCELLED');
  });

  it('stops answering a replaced address, a lapsed plan and a deactivated owner', async () => {
    const season = await seedLiveGame(t, { premium: true, players: 1 });
    const { url: old } = expectStatus(
      await season.owner.get(calendarUrl(season.seasonId)),
      200,
    ).json<{ url: string }>();
    await feed(old);
    const { url: fresh } = expectStatus(
      await season.owner.post(calendarUrl(season.seasonId)),
      200,
    ).json<{ url: string }>();
    expect(fresh).not.toBe(old);
    expectStatus(await anonymous(t).get(pathOf(old)), 404);
    await feed(fresh);
    expectStatus(await anonymous(t).get('/api/calendars/not-a-token/season.ics'), 404);

    await t.deps.db
      .update(users)
      .set({ premiumExpiresAt: new Date(t.deps.now().getTime() - 1000) })
      .where(eq(users.id, season.owner.id));
    const lapsed = expectStatus(await anonymous(t).get(pathOf(fresh)), 402);
    expect(lapsed.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(lapsed.body).toMatch(
      /^Tempo Premium includes exports \(CSV box score, PDF score sheet, iCal schedule\)\. The owner of “[^”]+” no longer has it;/,
    );

    await t.deps.db
      .update(users)
      .set({
        premiumExpiresAt: new Date(t.deps.now().getTime() + 86_400_000),
        status: 'deactivated',
      })
      .where(eq(users.id, season.owner.id));
    expectStatus(await anonymous(t).get(pathOf(fresh)), 404);
  });
});

describe('in the tournament’s language', () => {
  const tournamentUrl = (tournamentId: string) =>
    apiPath(managementPaths.tournament, { tournamentId });
  const teamUrl = (teamId: string) => apiPath(managementPaths.team, { teamId });

  /** A Premium season whose tournament speaks `language`, its players' names in other scripts. */
  async function seasonIn(language: string) {
    const season = await seedLiveGame(t, { premium: true, players: 1 });
    expectStatus(await season.owner.patch(tournamentUrl(season.tournamentId), { language }), 200);
    return season;
  }

  let es: LiveFixture;
  let cjk: { chinese: string; japanese: string; korean: string; doubleZero: string };
  beforeAll(async () => {
    es = await seasonIn('es');
    const player = (teamId: string, firstName: string, lastName: string, jersey: string) =>
      createPlayer(es.owner, teamId, { firstName, lastName, jersey }).then((p) => p.id);
    cjk = {
      chinese: await player(es.homeTeamId, '王', '小明', '11'),
      japanese: await player(es.homeTeamId, '山田', '太郎', '12'),
      korean: await player(es.awayTeamId, '김', '민수', '13'),
      doubleZero: await player(es.awayTeamId, '+Ana', '@Ruiz', '00'),
    };
    // A long club name with a CJK word wraps on the sheet instead of being cut.
    expectStatus(
      await es.owner.patch(teamUrl(es.homeTeamId), {
        name: 'Club Deportivo Baloncesto Ciudad Universitaria 東京',
      }),
      200,
    );
    expectStatus(
      await es.owner.patch(gameUrl(es.gameId), {
        scheduledAt: '2026-07-04T17:30:00.000Z',
        timezone: 'Europe/Madrid',
      }),
      200,
    );
    const home = [cjk.chinese, cjk.japanese, ...es.home];
    const away = [cjk.korean, cjk.doubleZero, ...es.away];
    await record(
      es.owner,
      es.gameId,
      [
        ev.start(),
        ev.source('stats'),
        ev.lineup('home', home),
        ev.lineup('away', away),
        at(ev.shot('home', cjk.chinese, 2, true), 1, 500_000),
        at(ev.shot('home', cjk.chinese, 2, false), 1, 480_000),
        at(ev.shot('home', cjk.chinese, 3, false), 1, 460_000),
        at(ev.shot('away', cjk.korean, 3, true), 1, 450_000),
        foul('away', cjk.doubleZero, 'personal', 1),
        timeout('home', 1, 300_000),
        at(ev.period(2), 2, 600_000),
        at(ev.shot('home', cjk.japanese, 2, true), 2, 100_000),
        ev.end(2),
      ],
      'statstwo',
    );
  });

  it('writes a Spanish score sheet, drawing Chinese, Japanese and Korean names', async () => {
    const res = expectStatus(await es.owner.get(pdfUrl(es.gameId)), 200);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('acta'));
    const text = pdfText(res.rawPayload);
    for (const words of [
      'ACTA DEL PARTIDO',
      'Jugador',
      'Faltas de equipo',
      'Tiempos muertos',
      'Marcador por periodos',
      'Tanteo acumulado',
      'Página 1 de 1.',
      // The venue's time, in Spanish.
      'sáb, 4 jul 2026, 19:30 (Europe/Madrid)',
      // Periods as the FEB writes them.
      '1C 5:00',
      '王 小明',
      '山田 太郎',
      '김 민수',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Score sheet');
    // The fallback font is embedded (subset: only the glyphs used), beside DejaVu.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DroidSansFallback/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(res.rawPayload.length).toBeLessThan(150_000);
    // The long club name is whole, over two lines, not cut with "…".
    expect(text).toContain('東京');
    expect(text).not.toContain('…');
  });

  it('writes Spanish CSV headers, semicolons and decimal commas; 00 and formulas stay text', async () => {
    const res = expectStatus(await es.owner.get(boxUrl(es.gameId)), 200);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFEquipo;#;Jugador;Titular;MIN;PTS;TC conv.;TC int.;TC%;')).toBe(
      true,
    );
    const records = parseCsv(body, ';').map((r) => r.fields);
    const [header, ...rows] = records;
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(header).toEqual(expect.arrayContaining(['T3 conv.', 'TL%', 'FP', 'Más/menos']));
    const wang = rows.find((r) => cell(r, 'Jugador') === '王 小明')!;
    expect(cell(wang, 'Titular')).toBe('Sí');
    // 1 of 3 field goals: 33,3 % written with the decimal comma.
    expect(cell(wang, 'TC%')).toBe('33,3');
    const ana = rows.find((r) => cell(r, 'Jugador') === "'+Ana @Ruiz")!;
    // The jersey 00 as the formula ="00", which spreadsheets show as 00, not the number 0.
    expect(cell(ana, '#')).toBe('="00"');
    expect(cell(ana, 'FP')).toBe('1');
    expect(rows.filter((r) => cell(r, 'Jugador') === 'Totales del equipo')).toHaveLength(2);

    const stats = expectStatus(await es.owner.get(statsUrl(es.seasonId)), 200);
    const statsHeader = parseCsv(stats.rawPayload.toString('utf8'), ';')[0]!.fields;
    expect(statsHeader.slice(0, 4)).toEqual(['Equipo', '#', 'Jugador', 'PJ']);
    expect(statsHeader).toContain('PTS/P');
    expect(String(stats.headers['content-disposition'])).toContain('estad');
  });

  it('lists the teams of the season stats in the language’s order, not by code point', async () => {
    // By code point "Ñ" (U+00D1) comes after "S" and "Á" after "Z"; in Spanish and English
    // alike Ñúñez comes before Smith and Águilas first.
    const teamNames = async (language: string) => {
      const season = await seasonIn(language);
      expectStatus(
        await season.owner.patch(teamUrl(season.homeTeamId), { name: 'Smith Stars' }),
        200,
      );
      expectStatus(
        await season.owner.patch(teamUrl(season.awayTeamId), { name: 'Ñúñez Lions' }),
        200,
      );
      const third = await season.owner.post(
        apiPath(managementPaths.seasonTeams, { seasonId: season.seasonId }),
        { name: 'Águilas', shortName: 'ÁGU', primaryColor: '#123456', secondaryColor: '#ffffff' },
      );
      expectStatus(third, 201);
      const res = expectStatus(await season.owner.get(statsUrl(season.seasonId)), 200);
      const delimiter = language === 'en' ? ',' : ';';
      const rows = parseCsv(res.rawPayload.toString('utf8'), delimiter).slice(1);
      return [...new Set(rows.map((r) => r.fields[0]))];
    };
    expect(await teamNames('es')).toEqual(['Águilas', 'Ñúñez Lions', 'Smith Stars']);
    expect(await teamNames('en')).toEqual(['Águilas', 'Ñúñez Lions', 'Smith Stars']);
  });

  it('names the games of a French tournament’s calendar in French', async () => {
    const fr = await seasonIn('fr');
    expectStatus(
      await fr.owner.patch(gameUrl(fr.gameId), {
        scheduledAt: '2026-07-04T17:30:00.000Z',
        round: 'J3',
        status: 'forfeit',
        forfeitedBy: 'away',
        homeScore: 20,
        awayScore: 0,
      }),
      200,
    );
    const { url } = expectStatus(await fr.owner.get(calendarUrl(fr.seasonId)), 200).json<{
      url: string;
    }>();
    const ics = expectStatus(await anonymous(t).get(pathOf(url)), 200).body;
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded).toContain('SUMMARY:Harbour Hawks - Valley Owls (20–0\\, forfait)');
    expect(unfolded).toContain('DESCRIPTION:Journée : J3\\nSaison régulière\\nPage du match : ');
  });
});
