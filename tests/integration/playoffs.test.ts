// Playoff brackets through the API (docs/product/league-pages.md#playoffs): drawing, validation and gates, advancing when a
// game is finished by hand or in a console, taking it back when the result changes, conflicts
// with games that already started, and the rules for deleting a bracket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import type { Bracket, BracketMatch, CreateBracket } from '../../src/contract/playoffs.ts';
import { ev, premiumOrganiser, record } from './support/live-game.ts';
import {
  addMember,
  createSeason,
  createTeam,
  createTournament,
  expectStatus,
  newUser,
  type Client,
} from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Client;
let tournamentId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  owner = await premiumOrganiser(t);
  tournamentId = (await createTournament(owner, 'Playoff League')).id;
});
afterAll(() => t.close());

const url = (seasonId: string) => apiPath(seasonStatsPaths.bracket, { seasonId });

async function seasonWith(teams: number) {
  const season = await createSeason(owner, tournamentId, `Season ${Math.random()}`);
  const ids: string[] = [];
  for (let i = 0; i < teams; i++)
    ids.push((await createTeam(owner, season.id, `Seed ${i + 1}`)).id);
  return { seasonId: season.id, teamIds: ids };
}

/** Draws the season's bracket as the owner; expects 201 and answers it. */
async function draw(seasonId: string, body: CreateBracket): Promise<Bracket> {
  return expectStatus(await owner.post(url(seasonId), body), 201).json<{ bracket: Bracket }>()
    .bracket;
}

async function getBracket(client: Client, seasonId: string): Promise<Bracket | null> {
  return expectStatus(await client.get(url(seasonId)), 200).json<{ bracket: Bracket | null }>()
    .bracket;
}

const match = (b: Bracket | null, slot: string): BracketMatch => {
  const m = b?.matches.find((x) => x.slot === slot);
  if (!m) throw new Error(`no match ${slot}`);
  return m;
};

async function playoffGames(seasonId: string) {
  const res = expectStatus(await owner.get(`/api/seasons/${seasonId}/games`), 200);
  return res
    .json<{
      games: Array<{
        id: string;
        phase: string;
        round: string;
        homeTeamId: string;
        awayTeamId: string;
      }>;
    }>()
    .games.filter((g) => g.phase === 'playoff');
}

/** Finishes (or corrects) a game by hand with the home team winning when `homeWins`. */
async function finish(gameId: string, homeWins: boolean) {
  const [homeScore, awayScore] = homeWins ? [70, 60] : [60, 70];
  expectStatus(
    await owner.patch(`/api/games/${gameId}`, { status: 'final', homeScore, awayScore }),
    200,
  );
}

describe('drawing a bracket', () => {
  it('draws 6 teams single elimination with byes for seeds 1 and 2', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    const b = await draw(seasonId, { format: 'single', teamIds, thirdPlaceGame: true });
    expect(b.matches.map((m) => [m.slot, m.label])).toEqual([
      ['W1-1', 'Quarter-final 1'],
      ['W1-2', 'Quarter-final 2'],
      ['W2-1', 'Semi-final 1'],
      ['W2-2', 'Semi-final 2'],
      ['W3-1', 'Final'],
      ['3P', 'Third place'],
    ]);
    expect(match(b, 'W1-1')).toMatchObject({
      home: { seed: 4, team: { id: teamIds[3] } },
      away: { seed: 5, team: { id: teamIds[4] } },
      status: 'scheduled',
    });
    expect(match(b, 'W2-1')).toMatchObject({
      home: { source: 'Seed 1', seed: 1, team: { id: teamIds[0] } },
      away: { source: 'Winner of Quarter-final 1', team: null },
      gameId: null,
    });
    const games = await playoffGames(seasonId);
    expect(games.map((g) => g.round).sort()).toEqual(['Quarter-final 1', 'Quarter-final 2']);
    expect(b.seeds.map((s) => s.team.id)).toEqual(teamIds);
    // One bracket per season.
    expectStatus(await owner.post(url(seasonId), { format: 'single', teamIds }), 409);
  });

  it('draws double elimination with a reset game that waits for the grand final', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    const b = await draw(seasonId, { format: 'double', teamIds, resetGame: true });
    expect(b.matches.filter((m) => m.section === 'winners')).toHaveLength(5);
    expect(b.matches.filter((m) => m.section === 'losers')).toHaveLength(4);
    expect(match(b, 'GF')).toMatchObject({ label: 'Grand final', needed: true });
    expect(match(b, 'GF2')).toMatchObject({ label: 'Grand final (reset)', gameId: null });
    expect(await playoffGames(seasonId)).toHaveLength(2);
  });

  it('names matches, sides and new games in the tournament’s language, and as data', async () => {
    const spanish = (await createTournament(owner, 'Liga de Playoffs')).id;
    expectStatus(await owner.patch(`/api/tournaments/${spanish}`, { language: 'es' }), 200);
    const season = await createSeason(owner, spanish, 'Temporada');
    const teamIds: string[] = [];
    for (let i = 0; i < 6; i++)
      teamIds.push((await createTeam(owner, season.id, `Equipo ${i + 1}`)).id);
    const b = await draw(season.id, { format: 'single', teamIds, thirdPlaceGame: true });
    expect(b.matches.map((m) => m.label)).toEqual([
      'Cuarto de final 1',
      'Cuarto de final 2',
      'Semifinal 1',
      'Semifinal 2',
      'Final',
      'Tercer puesto',
    ]);
    expect(match(b, 'W2-1')).toMatchObject({
      name: { stage: 'semiFinal', round: 2, game: 1 },
      home: { source: 'Cabeza de serie 1', from: { kind: 'seed', seed: 1, slot: null } },
      away: {
        source: 'Ganador del cuarto de final 1',
        from: {
          kind: 'winner',
          slot: 'W1-1',
          match: { stage: 'quarterFinal', round: 1, game: 1 },
        },
      },
      conflictCause: null,
    });
    expect(match(b, 'W3-1').name).toEqual({ stage: 'final', round: 3, game: null });
    // The games it creates carry their round in Spanish, as one typed by hand would.
    const games = await playoffGames(season.id);
    expect(games.map((g) => g.round).sort()).toEqual(['Cuarto de final 1', 'Cuarto de final 2']);
  });

  it('refuses bad seeds with a message, free owners with 402, and viewers with 403', async () => {
    const { seasonId, teamIds } = await seasonWith(4);
    const two = await owner.post(url(seasonId), { format: 'single', teamIds: teamIds.slice(0, 2) });
    expect(two.statusCode).toBe(400);
    expect(two.json<{ message: string }>().message).toMatch(/at least 3 teams/i);
    const dup = await owner.post(url(seasonId), {
      format: 'single',
      teamIds: [teamIds[0], teamIds[1], teamIds[0]],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.body).toMatch(/only be seeded once/);
    const other = await seasonWith(1);
    const stranger = await owner.post(url(seasonId), {
      format: 'single',
      teamIds: [teamIds[0], teamIds[1], other.teamIds[0]],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ message: string }>().message).toBe(
      'Seed 3 is not a team of this season',
    );
    const threeWithThird = await owner.post(url(seasonId), {
      format: 'single',
      teamIds: teamIds.slice(0, 3),
      thirdPlaceGame: true,
    });
    expect(threeWithThird.statusCode).toBe(400);

    const viewer = await newUser(t, 'viewer');
    await addMember(t, tournamentId, viewer.id, 'viewer');
    const refused = await viewer.post(url(seasonId), { format: 'single', teamIds });
    expect(refused.statusCode).toBe(403);
    expect(await getBracket(viewer, seasonId)).toBeNull();
    await draw(seasonId, { format: 'single', teamIds });
    expect((await getBracket(viewer, seasonId))?.matches).toHaveLength(3);
    expectStatus(await viewer.del(url(seasonId)), 403);
    const outsider = await newUser(t, 'outsider');
    expectStatus(await outsider.get(url(seasonId)), 404);

    const free = await newUser(t, 'free');
    const freeTournament = await createTournament(free, 'Free League');
    const freeSeason = await createSeason(free, freeTournament.id);
    const freeTeams: string[] = [];
    for (let i = 0; i < 3; i++) freeTeams.push((await createTeam(free, freeSeason.id)).id);
    const paywall = await free.post(url(freeSeason.id), { format: 'single', teamIds: freeTeams });
    expect(paywall.statusCode).toBe(402);
    expect(paywall.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect(await getBracket(free, freeSeason.id)).toBeNull();
  });
});

describe('advancing', () => {
  it('moves a winner on when a game is finished by hand, and back when the score is corrected', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    let b: Bracket | null = await draw(seasonId, { format: 'single', teamIds });
    const quarter = match(b, 'W1-1').gameId!;
    await finish(quarter, true);
    b = await getBracket(owner, seasonId);
    expect(match(b, 'W1-1').winnerTeamId).toBe(teamIds[3]);
    const semi = match(b, 'W2-1');
    expect(semi.away.team?.id).toBe(teamIds[3]);
    expect(semi.gameId).not.toBeNull();
    expect(semi.status).toBe('scheduled');

    await finish(quarter, false);
    b = await getBracket(owner, seasonId);
    expect(match(b, 'W1-1').winnerTeamId).toBe(teamIds[4]);
    expect(match(b, 'W2-1')).toMatchObject({ gameId: semi.gameId, away: { seed: 5 } });
    const games = await playoffGames(seasonId);
    expect(games.find((g) => g.id === semi.gameId)?.awayTeamId).toBe(teamIds[4]);

    // Taking the result away entirely removes the game that had not started.
    expectStatus(
      await owner.patch(`/api/games/${quarter}`, {
        status: 'scheduled',
        homeScore: null,
        awayScore: null,
      }),
      200,
    );
    b = await getBracket(owner, seasonId);
    expect(match(b, 'W2-1').gameId).toBeNull();
    expect(await playoffGames(seasonId)).toHaveLength(2);
  });

  it('sends the other team on when a team forfeits', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    const b = await draw(seasonId, { format: 'single', teamIds });
    expectStatus(
      await owner.patch(`/api/games/${match(b, 'W1-2').gameId!}`, {
        status: 'forfeit',
        forfeitedBy: 'home',
      }),
      200,
    );
    const after = await getBracket(owner, seasonId);
    expect(match(after, 'W1-2').winnerTeamId).toBe(teamIds[5]);
    expect(match(after, 'W2-2')).toMatchObject({ away: { seed: 6 }, status: 'scheduled' });
  });

  it('advances from a console and takes it back when the game end is undone', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    const b = await draw(seasonId, { format: 'single', teamIds });
    const gameId = match(b, 'W1-2').gameId!;
    const end = ev.end(1);
    await record(owner, gameId, [ev.start(), ev.score('away', 3), end]);
    let after = await getBracket(owner, seasonId);
    expect(match(after, 'W1-2')).toMatchObject({ status: 'final', winnerTeamId: teamIds[5] });
    expect(match(after, 'W2-2')).toMatchObject({
      home: { seed: 2 },
      away: { seed: 6, team: { id: teamIds[5] } },
    });
    expect(match(after, 'W2-2').gameId).not.toBeNull();

    await record(owner, gameId, [ev.void(end.clientId)]);
    after = await getBracket(owner, seasonId);
    expect(match(after, 'W1-2')).toMatchObject({ status: 'live', winnerTeamId: null });
    expect(match(after, 'W2-2')).toMatchObject({ gameId: null, away: { team: null } });
  });

  it('also advances in the background after a console finishes a game', async () => {
    const { seasonId, teamIds } = await seasonWith(3);
    const b = await draw(seasonId, { format: 'single', teamIds });
    await record(owner, match(b, 'W1-1').gameId!, [ev.start(), ev.score('home', 2), ev.end(1)]);
    // No bracket read in between: the games list shows the final only if the sync ran by itself.
    await expect
      .poll(async () => (await playoffGames(seasonId)).map((g) => g.round).sort(), {
        timeout: 5000,
      })
      .toEqual(['Final', 'Semi-final']);
  });

  it('flags a game that started before an earlier result changed, and leaves it alone', async () => {
    const { seasonId, teamIds } = await seasonWith(6);
    const b = await draw(seasonId, { format: 'single', teamIds });
    const quarter = match(b, 'W1-1').gameId!;
    await finish(quarter, true);
    const semi = match(await getBracket(owner, seasonId), 'W2-1').gameId!;
    await record(owner, semi, [ev.start()]);
    await finish(quarter, false);
    const after = await getBracket(owner, seasonId);
    expect(match(after, 'W2-1')).toMatchObject({
      gameId: semi,
      status: 'live',
      away: { team: { id: teamIds[3] } },
      conflict:
        'The winner of Quarter-final 1 changed after this game started: correct that result or reset this game (delete it and it is drawn again).',
      conflictCause: { kind: 'winner', match: { stage: 'quarterFinal', round: 1, game: 1 } },
    });
    // Deleting the started game resets it: it is drawn again with the right teams.
    expectStatus(await owner.del(`/api/games/${semi}`), 204);
    const redrawn = match(await getBracket(owner, seasonId), 'W2-1');
    expect(redrawn).toMatchObject({
      conflict: null,
      conflictCause: null,
      status: 'scheduled',
      away: { seed: 5 },
    });
    expect(redrawn.gameId).not.toBe(semi);
  });

  it('plays the reset game only when the losers-bracket champion wins the grand final', async () => {
    const { seasonId, teamIds } = await seasonWith(3);
    let b: Bracket | null = await draw(seasonId, { format: 'double', teamIds, resetGame: true });
    await finish(match(b, 'W1-1').gameId!, true); // seed 2 beats seed 3
    b = await getBracket(owner, seasonId);
    await finish(match(b, 'W2-1').gameId!, true); // seed 1 beats seed 2
    b = await getBracket(owner, seasonId);
    await finish(match(b, 'L1-1').gameId!, false); // seed 2 (away: loser of W2-1) goes on
    b = await getBracket(owner, seasonId);
    const gf = match(b, 'GF');
    expect(gf).toMatchObject({ home: { seed: 1 }, away: { seed: 2 } });
    expect(match(b, 'GF2')).toMatchObject({ gameId: null, needed: true });

    await finish(gf.gameId!, true);
    b = await getBracket(owner, seasonId);
    expect(match(b, 'GF2')).toMatchObject({ gameId: null, needed: false });
    expect(b?.championTeamId).toBe(teamIds[0]);

    await finish(gf.gameId!, false);
    b = await getBracket(owner, seasonId);
    const reset = match(b, 'GF2');
    expect(reset).toMatchObject({ needed: true, home: { seed: 1 }, away: { seed: 2 } });
    expect(reset.gameId).not.toBeNull();
    expect(b?.championTeamId).toBeNull();
    await finish(reset.gameId!, false);
    expect((await getBracket(owner, seasonId))?.championTeamId).toBe(teamIds[1]);
    expect(await playoffGames(seasonId)).toHaveLength(5);
  });
});

describe('deleting a bracket', () => {
  it('removes the bracket and its games while none has started, and refuses once one has', async () => {
    const { seasonId, teamIds } = await seasonWith(5);
    await draw(seasonId, { format: 'single', teamIds });
    expect(await playoffGames(seasonId)).toHaveLength(2);
    expectStatus(await owner.del(url(seasonId)), 204);
    expect(await getBracket(owner, seasonId)).toBeNull();
    expect(await playoffGames(seasonId)).toHaveLength(0);
    expectStatus(await owner.del(url(seasonId)), 404);

    const b = await draw(seasonId, { format: 'single', teamIds });
    await record(owner, match(b, 'W1-1').gameId!, [ev.start()]);
    const refused = await owner.del(url(seasonId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /Quarter-final has already started/,
    );
    expect(await getBracket(owner, seasonId)).not.toBeNull();
  });
});
