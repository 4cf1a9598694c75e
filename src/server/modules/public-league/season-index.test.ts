import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PublicGame } from '../../../contract/public-league.ts';
import { localDay } from './public-games.ts';
import {
  SeasonIndex,
  stampOf,
  type GameRow,
  type SeasonRows,
  type TeamRow,
} from './season-index.ts';

// Zones as far apart as they go: a game's day at its venue can be the UTC day before or after.
const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Europe/Madrid', 'UTC'];
const statuses: GameRow['status'][] = ['scheduled', 'live', 'final', 'cancelled', 'forfeit'];
const start = Date.parse('2026-09-01T00:00:00Z');
const HOUR = 3_600_000;

function team(id: string, name: string, inSeason = true): TeamRow {
  return {
    id,
    name,
    shortName: 'TT',
    primaryColor: '#123456',
    secondaryColor: '#ffffff',
    logoId: null,
    logoToken: null,
    inSeason,
    updatedUs: 1,
  };
}

const teams = [
  team('t1', 'Owls'),
  team('t2', 'Ñandúes'),
  team('t3', 'Hawks'),
  team('t4', 'Zebras'),
];

function game(i: number, fields: Partial<GameRow> = {}): GameRow {
  return {
    id: `g${String(i).padStart(4, '0')}`,
    homeTeamId: teams[i % 4]!.id,
    awayTeamId: teams[(i + 1) % 4]!.id,
    scheduledMs: start + i * HOUR,
    timezone: 'UTC',
    venue: '',
    court: '',
    round: '',
    phase: 'regular',
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
    period: null,
    createdMs: 1,
    lastSeq: 0,
    updatedUs: 1,
    ...fields,
  };
}

const rowsOf = (games: GameRow[]): SeasonRows => ({ games, teams, players: [] });
const ids = (list: PublicGame[]) => list.map((g) => g.id);

/** What the schedule is, by the definition: every game in start order, filtered one by one. */
function expected(games: GameRow[], filter: { teamId?: string; from?: string; to?: string }) {
  return [...games]
    .sort(
      (a, b) =>
        (a.scheduledMs ?? Infinity) - (b.scheduledMs ?? Infinity) ||
        a.createdMs - b.createdMs ||
        a.id.localeCompare(b.id),
    )
    .filter((g) => {
      if (filter.teamId && g.homeTeamId !== filter.teamId && g.awayTeamId !== filter.teamId) {
        return false;
      }
      if (filter.from === undefined && filter.to === undefined) return true;
      if (g.scheduledMs === null) return false;
      const day = localDay(g.scheduledMs, g.timezone);
      return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
    })
    .map((g) => g.id);
}

const arbitraryGames = fc
  .array(
    fc.record({
      hour: fc.option(fc.integer({ min: -48, max: 24 * 40 }), { freq: 8 }),
      zone: fc.constantFrom(...zones),
      status: fc.constantFrom(...statuses),
      home: fc.integer({ min: 0, max: 3 }),
      created: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 120 },
  )
  .map((list) =>
    list.map((g, i) =>
      game(i, {
        scheduledMs: g.hour === null ? null : start + g.hour * HOUR,
        timezone: g.zone,
        status: g.status,
        homeTeamId: teams[g.home]!.id,
        awayTeamId: teams[(g.home + 1) % 4]!.id,
        createdMs: g.created,
      }),
    ),
  );

const day = fc
  .integer({ min: -3, max: 43 })
  .map((d) => new Date(start + d * 24 * HOUR).toISOString().slice(0, 10));

describe('a season index', () => {
  it('finds the games of any day range and team, page by page, as filtering each game would', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryGames,
        fc.option(day),
        fc.option(day),
        fc.option(fc.constantFrom('t1', 't2', 't3', 't4')),
        fc.integer({ min: 1, max: 7 }),
        async (games, from, to, teamId, size) => {
          const index = await SeasonIndex.build(rowsOf(games), 'en');
          const filter = {
            teamId: teamId ?? undefined,
            from: from ?? undefined,
            to: to ?? undefined,
          };
          const all = expected(games, filter);
          const pages: string[] = [];
          for (let page = 1; page <= Math.ceil(all.length / size) + 1; page++) {
            const found = index.schedule(filter, page, size)!;
            expect(found.total).toBe(all.length);
            expect(found.games.length).toBeLessThanOrEqual(size);
            pages.push(...ids(found.games));
          }
          expect(pages).toEqual(all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers null for a team that is not the season’s', async () => {
    const index = await SeasonIndex.build(rowsOf([game(0)]), 'en');
    expect(index.schedule({ teamId: 'elsewhere' }, 1, 10)).toBeNull();
  });

  it('lists the teams in the league language’s order, without teams of other seasons', async () => {
    const rows = { ...rowsOf([game(0)]), teams: [...teams, team('x', 'Aardvarks', false)] };
    expect((await SeasonIndex.build(rows, 'es')).teams.map((t) => t.name)).toEqual([
      'Hawks',
      'Ñandúes',
      'Owls',
      'Zebras',
    ]);
  });

  it('gives the home its live games, the next ones to play and the latest results', async () => {
    const games = [
      game(0, { status: 'final' }),
      game(1, { status: 'final' }),
      game(2, { status: 'live' }),
      game(3),
      game(4),
      game(5, { status: 'forfeit', scheduledMs: null }),
      game(6, { scheduledMs: null }),
    ];
    const home = (await SeasonIndex.build(rowsOf(games), 'en')).home(2);
    expect(ids(home.live)).toEqual(['g0002']);
    expect(ids(home.upcoming)).toEqual(['g0003', 'g0004']);
    expect(ids(home.recent)).toEqual(['g0001', 'g0000']);
  });

  it('tells the schedule embed what is on from three hours ago, live games among it', async () => {
    const games = [
      game(0, { status: 'live' }),
      game(1, { status: 'final' }),
      game(5),
      game(6),
      game(9),
      game(10, { scheduledMs: null }),
    ];
    const index = await SeasonIndex.build(rowsOf(games), 'en');
    const around = index.around(start + 8 * HOUR, 3);
    expect(ids(around.upcoming)).toEqual(['g0000', 'g0005', 'g0006']);
    expect(ids(around.results)).toEqual(['g0001']);
    expect(ids(index.around(start + 12 * HOUR, 3).upcoming)).toEqual(['g0000', 'g0009', 'g0010']);
  });

  it('patches games in: a new score, a moved time, a deleted game', async () => {
    const index = await SeasonIndex.build(rowsOf([game(0), game(1), game(2)]), 'en');
    const patched = index.withGames(
      ['g0000', 'g0001', 'g0002'],
      [
        game(0, { status: 'live', homeScore: 2, awayScore: 0, period: 1, lastSeq: 3 }),
        game(2, { scheduledMs: start - HOUR, timezone: 'Pacific/Pago_Pago' }),
      ],
    );
    expect(ids(patched.schedule({}, 1, 10)!.games)).toEqual(['g0002', 'g0000']);
    expect(patched.game('g0000')).toMatchObject({ status: 'live', homeScore: 2, period: 1 });
    expect(patched.has('g0001')).toBe(false);
    expect(ids(patched.schedule({ from: '2026-08-31', to: '2026-08-31' }, 1, 10)!.games)).toEqual([
      'g0002',
    ]);
    // The old index is unchanged: answers cut from it stay whole.
    expect(index.game('g0000')?.status).toBe('scheduled');
    expect(patched.stamp).toBe(stampOf(rowsOf([game(2, {}), game(0, { lastSeq: 3 })])));
  });
});
