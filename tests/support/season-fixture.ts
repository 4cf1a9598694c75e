// A whole season for statistics, playoffs and exports tests: 8 teams, a double round-robin of 56 games, and logs that follow
// one rule simple enough to add up by hand. Used by the domain unit test, the integration test
// (through the API) and the bench (with filler plays, for realistic log lengths).
//
// Teams are indexed 0–7 (Alpha … Hotel). Every player is named "<Role> <Team>", so sorting by
// last name sorts by team index. In EVERY game, team i's players do this:
//   Guard (G):      makes 8 − i two-pointers, misses 2; makes 2 free throws, and misses 1 more
//                   when i is odd. Points 18 − 2i.
//   Shooter (S):    makes 2 threes (6 points), misses 3 when i is even, 2 when i is odd.
//   Passer (P):     makes 1 two-pointer (2 points); assists both made threes and the Guard's first
//                   i mod 3 made twos (assists 2 + i mod 3); 1 steal when i is even.
//   Rebounder (R):  2 + i defensive rebounds.
//   Stopper (X):    1 turnover, 1 personal foul; 1 block when i < 2.
// So team i scores 26 − 2i and the lower index wins, with two exceptions:
//   - Alpha's Sixth man (team 0 only, jersey 6) plays in Alpha's first 3 games (at home against
//     Bravo, Charlie and Delta) and makes 5 two-pointers in each: Alpha scores 36 there. 3 of 14
//     games fails the minimum-games rule (7), so he leads nothing.
//   - Delta (3) at home against Charlie (2), the Guard makes 4 more two-pointers: Delta wins
//     28–22. Charlie and Delta finish 9–5; Delta is ahead on head-to-head point difference
//     (22–20 and 22–28: Delta +4).
// Games: leg 1 is every pair i < j with i at home, in order (0–1, 0–2, … 6–7), then leg 2 the
// same pairs with j at home; game k is scheduled k days after 2026-01-05 at 18:00 UTC.
import type { GameEvent, LoggedEvent, TeamSide } from '../../src/domain/game/events.ts';
import { logBuilder } from '../../src/domain/game/log-builder.ts';
import { rulePresets } from '../../src/domain/season/rule-presets.ts';

export const fixtureRules = rulePresets.fiba;

export const fixtureTeams = [
  { name: 'Alpha', shortName: 'ALP' },
  { name: 'Bravo', shortName: 'BRA' },
  { name: 'Charlie', shortName: 'CHA' },
  { name: 'Delta', shortName: 'DEL' },
  { name: 'Echo', shortName: 'ECH' },
  { name: 'Foxtrot', shortName: 'FOX' },
  { name: 'Golf', shortName: 'GOL' },
  { name: 'Hotel', shortName: 'HOT' },
] as const;

export const roles = ['Guard', 'Shooter', 'Passer', 'Rebounder', 'Stopper', 'Sixth'] as const;
export type Role = (typeof roles)[number];

export interface FixturePlayer {
  role: Role;
  firstName: string;
  lastName: string;
  jersey: string;
}

/** Five players per team, and Alpha's Sixth man. */
export function fixturePlayers(team: number): FixturePlayer[] {
  const list = team === 0 ? roles : roles.slice(0, 5);
  return list.map((role, k) => ({
    role,
    firstName: role,
    lastName: fixtureTeams[team]!.name,
    jersey: String(k + 1),
  }));
}

export interface FixtureGame {
  index: number;
  home: number;
  away: number;
  scheduledAt: string;
}

export function fixtureGames(): FixtureGame[] {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < 8; i++) for (let j = i + 1; j < 8; j++) pairs.push([i, j]);
  const legs = [...pairs, ...pairs.map(([i, j]) => [j, i] as [number, number])];
  const start = Date.UTC(2026, 0, 5, 18);
  return legs.map(([home, away], index) => ({
    index,
    home,
    away,
    scheduledAt: new Date(start + index * 86_400_000).toISOString(),
  }));
}

/** Player id of a team's role, as the caller created them. */
export type PlayerIdOf = (team: number, role: Role) => string;

/**
 * Creates the fixture's teams (by index into fixtureTeams) and their players through the
 * caller's own API client, and answers the team ids in that order with the players' idOf.
 */
export async function seedFixtureTeams(
  teams: readonly number[],
  create: {
    team: (fields: (typeof fixtureTeams)[number]) => Promise<string>;
    player: (teamId: string, fields: Omit<FixturePlayer, 'role'>) => Promise<string>;
  },
): Promise<{ teamIds: string[]; idOf: PlayerIdOf }> {
  const teamIds: string[] = [];
  const playerIds = new Map<string, string>();
  for (const i of teams) {
    const teamId = await create.team(fixtureTeams[i]!);
    teamIds.push(teamId);
    for (const { role, ...fields } of fixturePlayers(i)) {
      playerIds.set(`${i}:${role}`, await create.player(teamId, fields));
    }
  }
  return { teamIds, idOf: (team, role) => playerIds.get(`${team}:${role}`)! };
}

const sixthManGames = new Set(['0-1', '0-2', '0-3']);

/**
 * The log of one game, by the rule above. `filler` adds that many missed two-pointers by each
 * Stopper with the opponent's Rebounder taking the rebound (the bench's longer logs); the unit
 * and integration tests use none.
 */
export function fixtureLog(
  game: FixtureGame,
  id: PlayerIdOf,
  options: { filler?: number } = {},
): LoggedEvent[] {
  const b = logBuilder(fixtureRules, { startAt: Date.parse(game.scheduledAt) });
  let clockMs = 600_000;
  const add = (payload: Parameters<typeof b.add>[0]) => {
    clockMs = Math.max(0, clockMs - 1_000);
    b.at(1, clockMs);
    b.wait(1_000);
    return b.add(payload);
  };
  add({ type: 'game-start' });
  add({ type: 'score-source', source: 'stats' });
  const sides: Array<[TeamSide, number]> = [
    ['home', game.home],
    ['away', game.away],
  ];
  for (const [team, t] of sides) {
    add({
      type: 'starting-lineup',
      team,
      playerIds: roles.slice(0, 5).map((r) => id(t, r)),
    });
  }
  for (const [team, t] of sides) {
    const opponent = team === 'home' ? game.away : game.home;
    const p = (r: Role) => id(t, r);
    const shot = (playerId: string, points: 2 | 3, made: boolean, assist?: string, n = 0) =>
      add({
        type: 'shot',
        team,
        playerId,
        points,
        made,
        x: points === 3 ? 0.1 + 0.05 * (n % 4) : 0.4 + 0.05 * (n % 4),
        y: points === 3 ? 0.8 : 0.3,
        ...(assist ? { assistPlayerId: assist } : {}),
      });
    const extra = team === 'home' && t === 3 && opponent === 2 ? 4 : 0;
    for (let n = 0; n < 8 - t + extra; n++) {
      shot(p('Guard'), 2, true, n < t % 3 ? p('Passer') : undefined, n);
    }
    shot(p('Guard'), 2, false, undefined, 1);
    shot(p('Guard'), 2, false, undefined, 2);
    add({ type: 'free-throw', team, playerId: p('Guard'), made: true });
    add({ type: 'free-throw', team, playerId: p('Guard'), made: true });
    if (t % 2 === 1) add({ type: 'free-throw', team, playerId: p('Guard'), made: false });
    shot(p('Shooter'), 3, true, p('Passer'), 0);
    shot(p('Shooter'), 3, true, p('Passer'), 1);
    for (let n = 0; n < (t % 2 === 0 ? 3 : 2); n++) shot(p('Shooter'), 3, false, undefined, n);
    shot(p('Passer'), 2, true);
    if (t % 2 === 0) add({ type: 'steal', team, playerId: p('Passer') });
    for (let n = 0; n < 2 + t; n++) {
      add({ type: 'rebound', team, playerId: p('Rebounder'), offensive: false });
    }
    add({ type: 'turnover', team, playerId: p('Stopper'), kind: 'bad-pass' });
    add({
      type: 'foul',
      team,
      offender: 'player',
      playerId: p('Stopper'),
      kind: 'personal',
      shooting: false,
    });
    if (t < 2) add({ type: 'block', team, playerId: p('Stopper') });
    if (t === 0 && sixthManGames.has(`${game.home}-${game.away}`)) {
      for (let n = 0; n < 5; n++) shot(p('Sixth'), 2, true, undefined, n);
    }
    const other: TeamSide = team === 'home' ? 'away' : 'home';
    for (let n = 0; n < (options.filler ?? 0); n++) {
      shot(p('Stopper'), 2, false, undefined, n);
      add({ type: 'rebound', team: other, playerId: id(opponent, 'Rebounder'), offensive: false });
    }
  }
  add({ type: 'game-end' });
  return b.log;
}

/**
 * A game scored only on the time & score console, as a free organiser scores one: points and team
 * fouls without players. The home team wins 6–3; no player statistics at all.
 */
export function consoleOnlyLog(game: FixtureGame): LoggedEvent[] {
  const b = logBuilder(fixtureRules, { startAt: Date.parse(game.scheduledAt) });
  b.at(1, 600_000).add({ type: 'game-start' });
  b.at(1, 500_000);
  for (const team of ['home', 'home', 'away'] as const) {
    b.add({ type: 'score-adjust', team, points: 3 });
    b.add({
      type: 'foul',
      team,
      offender: 'player',
      playerId: null,
      kind: 'personal',
      shooting: false,
    });
  }
  b.at(1, 0).add({ type: 'game-end' });
  return b.log;
}

/** The events of a log, as a console posts them. */
export const eventsOf = (log: readonly LoggedEvent[]): GameEvent[] => log.map((l) => l.event);

/** Synthetic ids for tests that never touch a database. */
export const syntheticId: PlayerIdOf = (team, role) => `t${team}-${role}`;
export const syntheticTeamId = (team: number) => `team-${team}`;

// ---------------------------------------------------------------------------------------------
// Hand-computed results. Every figure below is worked out from the rule at the top of this file;
// none is produced by the code under test.
// ---------------------------------------------------------------------------------------------

/**
 * Standings: base wins 2·(7 − i) (each team beats every higher index twice): 14, 12, 10, 8, 6,
 * 4, 2, 0. Delta's home upset moves one win from Charlie to Delta: both 9–5, 23 points (2 a win,
 * 1 a loss), 1–1 head to head, Delta +4 on head-to-head point difference, so Delta is third.
 * Team i scores 26 − 2i (26, 24, 22, 20, 18, 16, 14, 12), Alpha 36 with its Sixth man, Delta 28
 * in the upset. Points for = 14·(26 − 2i) plus those extras. Points against = twice the sum of
 * the others' 26 − 2j, plus 10 for each game Bravo, Charlie or Delta played at Alpha, and for
 * Charlie 8 more (Delta's upset):
 *   Alpha   394 (364 + 30)  252 = 2·126
 *   Bravo   336             266 = 2·(26 + 102) + 10
 *   Charlie 308             278 = 2·(26 + 24 + 20 + 60) + 10 + 8
 *   Delta   288 (280 + 8)   274 = 2·(26 + 24 + 22 + 60) + 10
 *   Echo    252             268 = 2·(26 + 24 + 22 + 20 + 42)
 *   Foxtrot 224             272 = 2·(26 + 24 + 22 + 20 + 18 + 26)
 *   Golf    196             276 = 2·(26 + 24 + 22 + 20 + 18 + 16 + 12)
 *   Hotel   168             280 = 2·(26 + 24 + 22 + 20 + 18 + 16 + 14)
 * (Both columns sum to 2166.)
 */
export const expectedStandings = [
  { team: 'Alpha', wins: 14, losses: 0, pointsFor: 394, pointsAgainst: 252 },
  { team: 'Bravo', wins: 12, losses: 2, pointsFor: 336, pointsAgainst: 266 },
  { team: 'Delta', wins: 9, losses: 5, pointsFor: 288, pointsAgainst: 274 },
  { team: 'Charlie', wins: 9, losses: 5, pointsFor: 308, pointsAgainst: 278 },
  { team: 'Echo', wins: 6, losses: 8, pointsFor: 252, pointsAgainst: 268 },
  { team: 'Foxtrot', wins: 4, losses: 10, pointsFor: 224, pointsAgainst: 272 },
  { team: 'Golf', wins: 2, losses: 12, pointsFor: 196, pointsAgainst: 276 },
  { team: 'Hotel', wins: 0, losses: 14, pointsFor: 168, pointsAgainst: 280 },
] as const;

/**
 * Leaders (rank, "First Last", value), every team having 14 counted games (minimum 7):
 * - Points: Guard 18 − 2i per game; Delta's Guard (12·14 + 8)/14 = 176/14 = 12.57 → 12.6.
 *   Alpha's Sixth man (10.0 in 3 games) is not qualified.
 * - Rebounds: Rebounder 2 + i: Hotel 9, Golf 8, Foxtrot 7, Echo 6, Delta 5.
 * - Assists: Passer 2 + i mod 3: Charlie and Foxtrot 4 (rank 1, by name), Bravo, Echo, Hotel 3
 *   (rank 3).
 * - Steals: even teams' Passers 1.0, all rank 1 (nobody else has one; zeros are not listed).
 * - Blocks: Alpha's and Bravo's Stoppers 1.0.
 * - FG% (min. 3 FGA per game): Guard (8 − i)/(10 − i): 8/10 = 80.0, 7/9 = 77.8, 6/8 = 75.0,
 *   Delta (5·14 + 4)/(7·14 + 4) = 74/102 = 72.5, Echo 4/6 = 66.7. Shooters make 2 of 5 or 4
 *   (40.0/50.0), Passers have 1 FGA per game (too few).
 * - 3P% (min. 1 3PA per game): odd teams' Shooters 2/4 = 50.0 (rank 1), then Alpha's 2/5 = 40.0
 *   (rank 5, first of the 40.0s by name).
 * - FT% (min. 1 FTA per game): even teams' Guards 2/2 = 100.0 (rank 1), then Bravo's 2/3 = 66.7.
 */
export const expectedLeaders: Record<string, Array<[number, string, number]>> = {
  points: [
    [1, 'Guard Alpha', 18],
    [2, 'Guard Bravo', 16],
    [3, 'Guard Charlie', 14],
    [4, 'Guard Delta', 12.6],
    [5, 'Guard Echo', 10],
  ],
  rebounds: [
    [1, 'Rebounder Hotel', 9],
    [2, 'Rebounder Golf', 8],
    [3, 'Rebounder Foxtrot', 7],
    [4, 'Rebounder Echo', 6],
    [5, 'Rebounder Delta', 5],
  ],
  assists: [
    [1, 'Passer Charlie', 4],
    [1, 'Passer Foxtrot', 4],
    [3, 'Passer Bravo', 3],
    [3, 'Passer Echo', 3],
    [3, 'Passer Hotel', 3],
  ],
  steals: [
    [1, 'Passer Alpha', 1],
    [1, 'Passer Charlie', 1],
    [1, 'Passer Echo', 1],
    [1, 'Passer Golf', 1],
  ],
  blocks: [
    [1, 'Stopper Alpha', 1],
    [1, 'Stopper Bravo', 1],
  ],
  fieldGoalPct: [
    [1, 'Guard Alpha', 80],
    [2, 'Guard Bravo', 77.8],
    [3, 'Guard Charlie', 75],
    [4, 'Guard Delta', 72.5],
    [5, 'Guard Echo', 66.7],
  ],
  threePct: [
    [1, 'Shooter Bravo', 50],
    [1, 'Shooter Delta', 50],
    [1, 'Shooter Foxtrot', 50],
    [1, 'Shooter Hotel', 50],
    [5, 'Shooter Alpha', 40],
  ],
  freeThrowPct: [
    [1, 'Guard Alpha', 100],
    [1, 'Guard Charlie', 100],
    [1, 'Guard Echo', 100],
    [1, 'Guard Golf', 100],
    [5, 'Guard Bravo', 66.7],
  ],
};

/** "At least 7 games played (half of the team’s 14, rounded up)". */
export const expectedMinimumGamesRule =
  'At least 7 games played (half of the team’s 14, rounded up)';

/**
 * Alpha's Guard over 14 games: 8 made twos + 2 free throws = 18 points a game, 252 in all;
 * FG 112/140 (8 of 10 a game), FT 28/28. Alpha's Sixth man: 3 games, 5/5 twos each, 30 points,
 * 10.0 per game, not qualified (3 < 7).
 */
export const expectedAlphaGuard = { games: 14, points: 252, fgm: 112, fga: 140, ppg: 18 };
export const expectedSixthMan = { games: 3, points: 30, ppg: 10, qualified: false };
