// Plan limits, delete confirmations, CSV roster import, schedule generation, standings and
// image uploads, through the HTTP API.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, players, teams, type seasons } from '../../src/server/db/tournament-schema.ts';
import type { ApiError } from '../../src/contract/api-error.ts';
import type { Game, GenerateScheduleResult, StandingRow } from '../../src/contract/games.ts';
import type { Season } from '../../src/contract/seasons.ts';
import type { ImportResult, Player, Team } from '../../src/contract/teams.ts';
import type { DeletePreview } from '../../src/contract/common-responses.ts';
import type { Tournament, Upload } from '../../src/contract/tournaments.ts';
import type { TournamentList } from '../../src/contract/endpoints/tournaments.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  createGame,
  createPlayer,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  makePremium,
  newUser,
  type Client,
} from './support/management.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const rows = async (table: typeof teams | typeof players | typeof games | typeof seasons) =>
  (await t.deps.db.select({ n: count() }).from(table))[0]!.n;

describe('plan limits', () => {
  it('refuses a free owner’s second tournament with 402, and lets a premium owner create it', async () => {
    const owner = await newUser(t);
    await createTournament(owner);
    const second = await owner.post('/api/tournaments', { name: 'Second' });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({
      code: 'PLAN_LIMIT',
      message: 'Your Free plan includes 1 tournament. Upgrade to Tempo Premium to create more.',
    });
    const list = expectStatus(await owner.get('/api/tournaments'), 200).json<TournamentList>();
    expect(list.owned).toEqual({ count: 1, limit: 1 });

    await makePremium(t, owner.id);
    expectStatus(await owner.post('/api/tournaments', { name: 'Second' }), 201);
    expect(
      expectStatus(await owner.get('/api/tournaments'), 200).json<TournamentList>().owned,
    ).toEqual({
      count: 2,
      limit: null,
    });
  });

  it('counts archived tournaments out, and checks the limit again on un-archiving', async () => {
    const owner = await newUser(t);
    const first = await createTournament(owner, 'Old');
    expectStatus(await owner.patch(`/api/tournaments/${first.id}`, { archived: true }), 200);
    const edit = await owner.patch(`/api/tournaments/${first.id}`, { name: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    expectStatus(await owner.post('/api/tournaments', { name: 'New' }), 201);
    expect(
      (await owner.patch(`/api/tournaments/${first.id}`, { archived: false })).statusCode,
    ).toBe(402);
    const listed = expectStatus(
      await owner.get('/api/tournaments?archived=true'),
      200,
    ).json<TournamentList>();
    expect(listed.tournaments.map((x: { name: string }) => x.name).sort()).toEqual(['New', 'Old']);
    expect(
      expectStatus(await owner.get('/api/tournaments'), 200).json<TournamentList>().tournaments,
    ).toHaveLength(1);
  });

  it('allows one open season per tournament on the free plan, also when reopening one', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const first = await createSeason(owner, id, '2025');
    const second = await owner.post(`/api/tournaments/${id}/seasons`, { name: '2026' });
    expect(second.statusCode).toBe(402);
    expect(second.json<ApiError>().code).toBe('PLAN_LIMIT');
    expectStatus(await owner.patch(`/api/seasons/${first.id}`, { status: 'completed' }), 200);
    const next = expectStatus(
      await owner.post(`/api/tournaments/${id}/seasons`, { name: '2026' }),
      201,
    ).json<Season>();
    expect(next.rules.preset).toBe('fiba');
    expect(next.standingsRules.pointsForWin).toBe(2);
    expect((await owner.patch(`/api/seasons/${first.id}`, { status: 'active' })).statusCode).toBe(
      402,
    );
  });

  it('refuses the 13th team of a free owner’s season, also through copying; premium can', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    for (let i = 0; i < 12; i++) await createTeam(owner, season.id);
    const before = await rows(teams);
    const thirteenth = await owner.post(`/api/seasons/${season.id}/teams`, {
      name: 'Extra',
      shortName: 'EXT',
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
    });
    expect(thirteenth.statusCode).toBe(402);
    expect(thirteenth.json<ApiError>().message).toBe(
      'Your Free plan includes 12 teams per season. Upgrade to Tempo Premium to add more.',
    );
    expect(await rows(teams)).toBe(before);

    expectStatus(await owner.patch(`/api/seasons/${season.id}`, { status: 'completed' }), 200);
    const next = await createSeason(owner, id, 'Next');
    await createTeam(owner, next.id);
    const copy = await owner.post(`/api/seasons/${next.id}/teams/copy`, {
      fromSeasonId: season.id,
    });
    expect(copy.statusCode).toBe(402);
    expect(await rows(teams)).toBe(before + 1);

    await makePremium(t, owner.id);
    const copied = expectStatus(
      await owner.post(`/api/seasons/${next.id}/teams/copy`, { fromSeasonId: season.id }),
      201,
    ).json<{ teams: Team[] }>();
    expect(copied.teams).toHaveLength(12);
  });
});

describe('delete confirmation', () => {
  it('tells what goes with a tournament, deletes nothing until confirmed, then everything', async () => {
    const owner = await newUser(t);
    await makePremium(t, owner.id);
    const { id } = await createTournament(owner, 'Doomed');
    const season = await createSeason(owner, id);
    const a = await createTeam(owner, season.id);
    const b = await createTeam(owner, season.id);
    await createPlayer(owner, a.id, { firstName: 'A', lastName: 'B', jersey: '5' });
    await createGame(owner, season.id, a.id, b.id);

    const teamDelete = await owner.del(`/api/teams/${a.id}`);
    expect(teamDelete.statusCode).toBe(409);
    expect(teamDelete.json<ApiError>().message).toMatch(/^1 game involves this team\./);

    const seasonPreview = await owner.del(`/api/seasons/${season.id}`);
    expect(seasonPreview.statusCode).toBe(409);
    expect(seasonPreview.json<DeletePreview>().counts).toEqual({ teams: 2, players: 1, games: 1 });

    const preview = await owner.del(`/api/tournaments/${id}`);
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toEqual({
      code: 'CONFIRMATION_REQUIRED',
      message:
        'Deleting “Doomed” also deletes 1 season, 2 teams, 1 player and 1 game. This cannot be undone.',
      counts: { seasons: 1, teams: 2, players: 1, games: 1 },
    });
    expectStatus(await owner.get(`/api/seasons/${season.id}`), 200);

    expectStatus(await owner.del(`/api/tournaments/${id}?confirm=true`), 204);
    expect((await owner.get(`/api/tournaments/${id}`)).statusCode).toBe(404);
    const left = await t.deps.db.select().from(teams).where(eq(teams.id, a.id));
    expect(left).toEqual([]);
    expect(await t.deps.db.select().from(games).where(eq(games.seasonId, season.id))).toEqual([]);
  });
});

describe('CSV roster import', () => {
  let owner: Client;
  let teamId: string;
  beforeAll(async () => {
    owner = await newUser(t);
    await makePremium(t, owner.id);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    teamId = (await createTeam(owner, season.id)).id;
    await createPlayer(owner, teamId, { firstName: 'Ana', lastName: 'Díaz', jersey: '23' });
  });

  const file = [
    '\uFEFFFirst Name,LAST_NAME,Jersey,position,height_cm',
    '"Iva","Horvat, Jr.",7,pg,181',
    'Bo,Lee,23,,',
    'Cy,Ng,7,C,',
    ',Nobody,100,XX,tall',
    'Dee,"Quote ""Q""",00,sf,190',
  ].join('\r\n');

  it('previews each row with its own errors and writes nothing', async () => {
    const before = await rows(players);
    const res = expectStatus(
      await owner.post(`/api/teams/${teamId}/players/import`, { csv: file }),
      200,
    );
    const result = res.json<ImportResult>();
    expect(result.created).toBe(0);
    expect(result.fileErrors).toEqual([]);
    expect(result.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(result.rows[0]).toEqual({
      line: 2,
      values: {
        firstName: 'Iva',
        lastName: 'Horvat, Jr.',
        jersey: '7',
        position: 'PG',
        heightCm: '181',
      },
      errors: {},
    });
    expect(result.rows[1]!.errors).toEqual({
      jersey:
        'Row 3, jersey: number 23 is already taken by Ana Díaz. Use a number no one on the team wears.',
    });
    expect(result.rows[2]!.errors).toEqual({
      jersey: 'Row 4, jersey: number 7 is also on row 2. Give each player their own number.',
    });
    expect(result.rows[3]!.errors).toEqual({
      firstName:
        'Row 5, first_name: the cell is empty. Enter the player’s first name, at most 40 characters.',
      jersey: 'Row 5, jersey: “100” is not a jersey number. Use a number from 0 to 99, or 00.',
      position:
        'Row 5, position: “XX” is not a position Tempo knows. Use PG, SG, SF, PF, C, G, F or leave it empty.',
      heightCm:
        'Row 5, height_cm: “tall” is not a height in centimetres. Use whole centimetres from 100 to 250, or leave it empty.',
    });
    expect(result.rows[4]!.errors).toEqual({});
    expect(await rows(players)).toBe(before);
  });

  it('commits nothing when any row has an error, and everything when none has', async () => {
    const before = await rows(players);
    const refused = await owner.post(`/api/teams/${teamId}/players/import`, {
      csv: file,
      commit: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ImportResult>().rows).toHaveLength(5);
    expect(refused.json<ApiError>().message).toBe(
      'Nothing was imported. Row 3, jersey: number 23 is already taken by Ana Díaz. Use a number no one on the team wears.',
    );
    expect(await rows(players)).toBe(before);

    const good = 'last name,first name,number\nHorvat,Iva,7\nQuote,Dee,00\n';
    const ok = expectStatus(
      await owner.post(`/api/teams/${teamId}/players/import`, { csv: good, commit: true }),
      200,
    );
    expect(ok.json<ImportResult>().created).toBe(2);
    const roster = expectStatus(await owner.get(`/api/teams/${teamId}/players`), 200).json<{
      players: Player[];
    }>();
    expect(roster.players.map((p: { jersey: string }) => p.jersey).sort()).toEqual([
      '00',
      '23',
      '7',
    ]);
  });

  it('takes the generic positions G, F and C in any case, or by name, and asks which of G/F', async () => {
    const squad = (
      await createTeam(owner, (await createSeason(owner, (await createTournament(owner)).id)).id)
    ).id;
    const csv = [
      'first_name,last_name,jersey,pos',
      'Gus,One,1,g',
      'Fen,Two,2,Forward',
      'Cal,Three,3,c',
      'Dot,Four,4,G/F',
    ].join('\n');
    const preview = expectStatus(
      await owner.post(`/api/teams/${squad}/players/import`, { csv }),
      200,
    ).json<ImportResult>();
    expect(preview.rows.map((r) => r.errors)).toEqual([
      {},
      {},
      {},
      {
        position: 'Row 5, position: “G/F” could be Guard (G) or Forward (F). Write one position.',
      },
    ]);

    const fixed = csv.replace('G/F', 'point guard');
    expectStatus(
      await owner.post(`/api/teams/${squad}/players/import`, { csv: fixed, commit: true }),
      200,
    );
    const roster = expectStatus(await owner.get(`/api/teams/${squad}/players`), 200).json<{
      players: Player[];
    }>();
    expect(roster.players.map((p) => [p.jersey, p.position]).sort()).toEqual([
      ['1', 'G'],
      ['2', 'F'],
      ['3', 'C'],
      ['4', 'PG'],
    ]);
  });

  it('refuses a file larger than the server takes in words, not in the web server’s', async () => {
    const csv = 'first_name,last_name,jersey\n' + 'Ana,Díaz,1\n'.repeat(120_000);
    const res = await owner.post(`/api/teams/${teamId}/players/import`, { csv });
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().message).toBe('What was sent is too large for Tempo to take.');
  });

  it('names missing columns', async () => {
    const res = expectStatus(
      await owner.post(`/api/teams/${teamId}/players/import`, { csv: 'name,number\nIva,7' }),
      200,
    );
    expect(res.json<ImportResult>().fileErrors).toEqual([
      'The file has no first_name column',
      'The file has no last_name column',
    ]);
  });
});

describe('schedule generation', () => {
  it('places a double round-robin of 8 teams on Saturdays, correct across the DST change', async () => {
    const owner = await newUser(t);
    await makePremium(t, owner.id);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    const teamIds: string[] = [];
    for (let i = 0; i < 8; i++) teamIds.push((await createTeam(owner, season.id)).id);
    const body = {
      rounds: 2,
      startDate: '2026-09-01',
      weekdays: [6],
      times: ['18:00', '20:00'],
      courts: ['Court 1', 'Court 2'],
      timezone: 'Europe/Madrid',
      venue: 'Sports hall',
    };
    const preview = expectStatus(
      await owner.post(`/api/seasons/${season.id}/schedule`, body),
      200,
    ).json<GenerateScheduleResult>();
    expect(preview.created).toBe(0);
    expect(await t.deps.db.select().from(games).where(eq(games.seasonId, season.id))).toEqual([]);

    const planned: Array<{
      homeTeamId: string;
      awayTeamId: string;
      scheduledAt: string;
      court: string;
    }> = preview.games;
    expect(planned).toHaveLength(56);
    const pairs = new Set(planned.map((g) => `${g.homeTeamId}>${g.awayTeamId}`));
    expect(pairs.size).toBe(56);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const g of planned) {
      expect(local.format(new Date(g.scheduledAt))).toMatch(/^Sat (18|20):00$/);
      expect(['Court 1', 'Court 2']).toContain(g.court);
    }
    const days = new Set(planned.map((g) => g.scheduledAt.slice(0, 10)));
    expect(days.size).toBe(14);
    expect(planned[0]!.scheduledAt).toBe('2026-09-05T16:00:00.000Z');
    // Summer time ends on 25 October 2026: 18:00 in Madrid is 16:00Z before, 17:00Z after.
    expect(planned.some((g) => g.scheduledAt === '2026-10-24T16:00:00.000Z')).toBe(true);
    expect(planned.some((g) => g.scheduledAt === '2026-10-31T17:00:00.000Z')).toBe(true);

    const committed = expectStatus(
      await owner.post(`/api/seasons/${season.id}/schedule`, { ...body, commit: true }),
      201,
    ).json<GenerateScheduleResult>();
    expect(committed.created).toBe(56);
    const list = expectStatus(await owner.get(`/api/seasons/${season.id}/games`), 200).json<{
      games: Game[];
    }>();
    expect(list.games).toHaveLength(56);
    expect(list.games[0]).toMatchObject({
      venue: 'Sports hall',
      timezone: 'Europe/Madrid',
      round: 'Round 1',
    });
  });

  it('names the rounds it creates in the tournament’s language', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    expectStatus(await owner.patch(`/api/tournaments/${id}`, { language: 'es' }), 200);
    const season = await createSeason(owner, id);
    for (let i = 0; i < 4; i++) await createTeam(owner, season.id);
    const preview = expectStatus(
      await owner.post(`/api/seasons/${season.id}/schedule`, {
        rounds: 1,
        startDate: '2026-09-01',
        weekdays: [6],
        times: ['18:00'],
        courts: ['Pista 1'],
        timezone: 'Europe/Madrid',
      }),
      200,
    ).json<GenerateScheduleResult>();
    expect([...new Set(preview.games.map((g) => g.round))]).toEqual([
      'Jornada 1',
      'Jornada 2',
      'Jornada 3',
    ]);
  });

  it('answers the generator’s refusal as a 400 with its message', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    await createTeam(owner, season.id);
    const res = await owner.post(`/api/seasons/${season.id}/schedule`, {
      rounds: 1,
      startDate: '2026-09-01',
      weekdays: [6],
      times: ['18:00'],
      courts: ['A'],
      timezone: 'Europe/Madrid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/at least 2 teams/);
  });
});

describe('standings', () => {
  /** Records a final game of the season with its score. */
  const finalGame =
    (owner: Client, seasonId: string) => (home: string, away: string, hs: number, as: number) =>
      owner.post(`/api/seasons/${seasonId}/games`, {
        homeTeamId: home,
        awayTeamId: away,
        status: 'final',
        homeScore: hs,
        awayScore: as,
      });

  it('has no tiebreak notes before the first game: nothing was decided', async () => {
    const owner = await newUser(t);
    const season = await createSeason(owner, (await createTournament(owner)).id);
    const wolves = await createTeam(owner, season.id, 'Wolves');
    const cats = await createTeam(owner, season.id, 'Cats');
    await createTeam(owner, season.id, 'Kings');
    await createGame(owner, season.id, wolves.id, cats.id);
    const { rows } = expectStatus(
      await owner.get(`/api/seasons/${season.id}/standings`),
      200,
    ).json<{ rows: StandingRow[] }>();
    expect(rows.map((r) => [r.rank, r.teamName, r.tiebreakNote])).toEqual([
      [1, 'Cats', null],
      [2, 'Kings', null],
      [3, 'Wolves', null],
    ]);
  });

  it('ranks by standings points and explains a tie broken head-to-head', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    const lions = await createTeam(owner, season.id, 'Lions');
    const bears = await createTeam(owner, season.id, 'Bears');
    const hawks = await createTeam(owner, season.id, 'Hawks');
    const owls = await createTeam(owner, season.id, 'Owls');
    const play = finalGame(owner, season.id);
    // Bears and Lions both win one and lose one (3 points); Bears won their meeting, although
    // Lions have the far better point difference.
    expectStatus(await play(bears.id, lions.id, 61, 60), 201);
    expectStatus(await play(lions.id, hawks.id, 100, 50), 201);
    expectStatus(await play(owls.id, bears.id, 80, 70), 201);
    // A scheduled game does not count.
    await createGame(owner, season.id, lions.id, bears.id);
    const res = expectStatus(await owner.get(`/api/seasons/${season.id}/standings`), 200).json<{
      rows: StandingRow[];
    }>();
    const table = res.rows.map((r: { rank: number; teamName: string; standingsPoints: number }) => [
      r.rank,
      r.teamName,
      r.standingsPoints,
    ]);
    expect(table).toEqual([
      [1, 'Bears', 3],
      [2, 'Lions', 3],
      [3, 'Owls', 2],
      [4, 'Hawks', 1],
    ]);
    expect(res.rows[0]!.tiebreakNote).toBe('ahead of Lions on head-to-head');
    expect(res.rows[0]).toMatchObject({
      played: 2,
      wins: 1,
      losses: 1,
      pointsFor: 131,
      pointsAgainst: 140,
      tiebreak: { tiebreaker: 'head-to-head', aheadOf: { teamId: lions.id, teamName: 'Lions' } },
    });
    expect(res.rows[1]!.tiebreak).toBeNull();

    // The note is in the tournament's language; the data beside it stays the same.
    expectStatus(await owner.patch(`/api/tournaments/${id}`, { language: 'es' }), 200);
    const spanish = expectStatus(await owner.get(`/api/seasons/${season.id}/standings`), 200).json<{
      rows: StandingRow[];
    }>();
    expect(spanish.rows[0]).toMatchObject({
      tiebreakNote: 'por delante de Lions por enfrentamientos directos',
      tiebreak: { tiebreaker: 'head-to-head', aheadOf: { teamId: lions.id } },
    });
  });

  it('breaks a tie on point difference capped per game, at the cap the organiser sets', async () => {
    const owner = await newUser(t);
    const { id } = await createTournament(owner);
    const season = await createSeason(owner, id);
    const [heat, nets, suns, jazz] = [
      await createTeam(owner, season.id, 'Heat'),
      await createTeam(owner, season.id, 'Nets'),
      await createTeam(owner, season.id, 'Suns'),
      await createTeam(owner, season.id, 'Jazz'),
    ];
    const play = finalGame(owner, season.id);
    // Heat, Nets and Suns beat each other in a circle by a point; Nets beat Jazz by 60, Heat by
    // 18, Suns by 17.
    for (const [h, a, hs, as] of [
      [heat.id, nets.id, 61, 60],
      [nets.id, suns.id, 61, 60],
      [suns.id, heat.id, 61, 60],
      [nets.id, jazz.id, 90, 30],
      [heat.id, jazz.id, 70, 52],
      [suns.id, jazz.id, 71, 54],
    ] as const) {
      expectStatus(await play(h, a, hs, as), 201);
    }
    const standingsRules = {
      rankBy: 'points',
      pointsForWin: 2,
      pointsForLoss: 1,
      pointsForForfeitLoss: 0,
      tiebreakers: ['capped-point-difference'],
      pointDifferenceCap: 18,
    };
    const saved = expectStatus(
      await owner.patch(`/api/seasons/${season.id}`, { standingsRules }),
      200,
    ).json<Season>();
    expect(saved.standingsRules).toEqual(standingsRules);
    const standings = async () =>
      expectStatus(await owner.get(`/api/seasons/${season.id}/standings`), 200).json<{
        rows: StandingRow[];
      }>().rows;
    // Capped at 18: Heat and Nets +18, Suns +17.
    const table = await standings();
    expect(table.map((r) => r.teamName)).toEqual(['Heat', 'Nets', 'Suns', 'Jazz']);
    expect(table[1]!.tiebreakNote).toBe('ahead of Suns on point difference capped per game');

    // A cap of 0 or 101 is refused, naming the field.
    for (const cap of [0, 101]) {
      const refused = await owner.patch(`/api/seasons/${season.id}`, {
        standingsRules: { ...standingsRules, pointDifferenceCap: cap },
      });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('pointDifferenceCap');
    }
  });
});

describe('uploads', () => {
  let user: Client;
  beforeAll(async () => {
    user = await newUser(t);
  });
  const upload = (payload: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });

  it('accepts a PNG, resizes it to fit 512×512 keeping its shape, and serves it', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#1e40af' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .png()
      .toBuffer();
    const res = expectStatus(await upload(png, 'image/png'), 201);
    const body = res.json<Upload>();
    expect(body).toMatchObject({ width: 512, height: 256, url: `/api/uploads/${body.id}` });

    // Until a logo or photo uses it, the upload is its uploader's preview.
    const served = await user.get(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', `${body.id}.webp`))).toBe(true);
  });

  it('judges by the bytes, not the header, and refuses SVG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const asSvg = await upload(svg, 'image/svg+xml');
    expect(asSvg.statusCode).toBe(415);
    expect(asSvg.json<ApiError>().message).toMatch(/SVG images are not accepted/);
    const disguised = await upload(svg, 'image/png');
    expect(disguised.statusCode).toBe(415);
    const text = await upload('hello', 'image/jpeg');
    expect(text.statusCode).toBe(415);
  });

  it('refuses more than 2 MB with a clear message', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().message).toBe(
      'The image is larger than 2 MB. Choose a smaller one.',
    );
  });

  it('lets a tournament use an upload as its logo, and refuses an unknown id', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { id: logoId } = expectStatus(await upload(png, 'image/png'), 201).json<Upload>();
    const bad = await user.post('/api/tournaments', { name: 'Logo Cup', logoId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().fields).toEqual({
      logoId: 'This image was not found. Upload it again.',
    });
    const ok = expectStatus(await user.post('/api/tournaments', { name: 'Logo Cup', logoId }), 201);
    expect(ok.json<Tournament>().logoUrl).toMatch(
      new RegExp(`^/api/uploads/${logoId}/[0-9a-f]{32}$`),
    );
  });
});
