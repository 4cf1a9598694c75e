import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRoundRobin, roundRobinRounds, type RoundRobinInput } from './round-robin.ts';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `team-${i + 1}`);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

const base: RoundRobinInput = {
  teamIds: teams(4),
  rounds: 1,
  startDate: '2025-09-01', // a Monday
  weekdays: [6],
  times: ['18:00', '20:00'],
  courts: ['Main court'],
};

const arbitraryInput: fc.Arbitrary<RoundRobinInput> = fc.record({
  teamIds: fc.integer({ min: 2, max: 20 }).map(teams),
  rounds: fc.constantFrom(1 as const, 2 as const),
  startDate: fc
    .date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  times: fc
    .uniqueArray(fc.integer({ min: 0, max: 24 * 60 - 1 }), { minLength: 1, maxLength: 4 })
    .map((minutes) =>
      minutes
        .sort((a, b) => a - b)
        .map(
          (m) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        ),
    ),
  courts: fc
    .integer({ min: 1, max: 4 })
    .map((n) => Array.from({ length: n }, (_, i) => `Court ${i + 1}`)),
});

describe('roundRobinRounds', () => {
  it('plays 4 teams in 3 matchdays of 2 games', () => {
    const rounds = roundRobinRounds(teams(4), 1);
    expect(rounds).toHaveLength(3);
    for (const round of rounds) expect(round).toHaveLength(2);
  });

  it('gives one team a bye on each matchday when the count is odd', () => {
    const rounds = roundRobinRounds(teams(5), 1);
    expect(rounds).toHaveLength(5);
    const sittingOut = rounds.map((round) => {
      const playing = new Set(round.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
      return teams(5).filter((t) => !playing.has(t));
    });
    expect(sittingOut.flat().sort()).toEqual(teams(5));
  });

  it('alternates home and away for a team in an odd league', () => {
    const venues = roundRobinRounds(teams(7), 1).flatMap((round) =>
      round.flatMap((g) =>
        g.homeTeamId === 'team-3' ? ['H'] : g.awayTeamId === 'team-3' ? ['A'] : [],
      ),
    );
    expect(venues.join('')).toMatch(/^(HA)+H?$|^(AH)+A?$/);
  });

  it('rejects a league it cannot schedule, saying why', () => {
    expect(() => roundRobinRounds(['only'], 1)).toThrow('at least 2 teams');
    expect(() => roundRobinRounds(['a', 'b', 'a'], 1)).toThrow('Team a is listed twice.');
    expect(() => roundRobinRounds(teams(65), 1)).toThrow('at most 64 teams');
  });

  it('pairs every two teams once (single) or twice with venues swapped (double), balanced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.constantFrom(1 as const, 2 as const),
        (n, legs) => {
          const ids = teams(n);
          const rounds = roundRobinRounds(ids, legs);
          expect(rounds).toHaveLength(legs * (n % 2 === 0 ? n - 1 : n));
          const meetings = new Map<string, string[]>();
          const home = new Map(ids.map((id) => [id, 0]));
          const away = new Map(ids.map((id) => [id, 0]));
          for (const round of rounds) {
            const playing = round.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
            expect(new Set(playing).size).toBe(playing.length);
            expect(round).toHaveLength(Math.floor(n / 2));
            for (const g of round) {
              expect(g.homeTeamId).not.toBe(g.awayTeamId);
              const key = pairKey(g.homeTeamId, g.awayTeamId);
              meetings.set(key, [...(meetings.get(key) ?? []), g.homeTeamId]);
              home.set(g.homeTeamId, (home.get(g.homeTeamId) ?? 0) + 1);
              away.set(g.awayTeamId, (away.get(g.awayTeamId) ?? 0) + 1);
            }
          }
          expect(meetings.size).toBe((n * (n - 1)) / 2);
          for (const hosts of meetings.values()) {
            expect(hosts).toHaveLength(legs);
            if (legs === 2) expect(hosts[0]).not.toBe(hosts[1]);
          }
          for (const id of ids) {
            const difference = Math.abs((home.get(id) ?? 0) - (away.get(id) ?? 0));
            if (legs === 2) expect(difference).toBe(0);
            else expect(difference).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('generateRoundRobin', () => {
  it('fills a day time by time on every court, then moves to the next playing day', () => {
    const schedule = generateRoundRobin({
      ...base,
      teamIds: teams(6),
      weekdays: [6, 0],
      times: ['20:00', '18:00'],
      courts: ['A', 'B'],
    });
    expect(schedule).toHaveLength(15);
    // 3 games a matchday, 4 slots a day: each matchday takes one day of its own.
    expect(schedule.slice(0, 4).map((g) => [g.round, g.date, g.time, g.court])).toEqual([
      [1, '2025-09-06', '18:00', 'A'],
      [1, '2025-09-06', '18:00', 'B'],
      [1, '2025-09-06', '20:00', 'A'],
      [2, '2025-09-07', '18:00', 'A'],
    ]);
    expect(schedule.at(-1)).toMatchObject({ round: 5, date: '2025-09-20' });
  });

  it('continues a matchday on the next playing day when its games do not fit', () => {
    const schedule = generateRoundRobin({ ...base, teamIds: teams(8), times: ['19:00'] });
    // 4 games a matchday, 1 slot a Saturday.
    const first = schedule.filter((g) => g.round === 1).map((g) => g.date);
    expect(first).toEqual(['2025-09-06', '2025-09-13', '2025-09-20', '2025-09-27']);
    expect(schedule.find((g) => g.round === 2)?.date).toBe('2025-10-04');
  });

  it('starts on the start date when it is a playing day', () => {
    const [first] = generateRoundRobin({ ...base, weekdays: [1] });
    expect(first?.date).toBe('2025-09-01');
  });

  it('rejects input it cannot schedule, saying why', () => {
    expect(() => generateRoundRobin({ ...base, teamIds: ['a'] })).toThrow('at least 2 teams');
    expect(() => generateRoundRobin({ ...base, teamIds: ['a', 'b', 'b'] })).toThrow('listed twice');
    expect(() => generateRoundRobin({ ...base, weekdays: [] })).toThrow('at least one weekday');
    expect(() => generateRoundRobin({ ...base, weekdays: [7] })).toThrow('not a day of the week');
    expect(() => generateRoundRobin({ ...base, times: [] })).toThrow('at least one start time');
    expect(() => generateRoundRobin({ ...base, times: ['25:00'] })).toThrow('not a time');
    expect(() => generateRoundRobin({ ...base, times: ['18:00', '18:00'] })).toThrow(
      'listed twice',
    );
    expect(() => generateRoundRobin({ ...base, courts: [] })).toThrow('at least one court');
    expect(() => generateRoundRobin({ ...base, courts: ['A', 'A'] })).toThrow('listed twice');
    expect(() => generateRoundRobin({ ...base, startDate: '2025-02-30' })).toThrow('not a date');
    expect(() => generateRoundRobin({ ...base, startDate: 'next week' })).toThrow('not a date');
  });

  it('schedules every game once on a playing day, one game per slot, one game per team a day', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const schedule = generateRoundRobin(input);
        const n = input.teamIds.length;
        expect(schedule).toHaveLength((input.rounds * n * (n - 1)) / 2);
        expect(schedule.map(({ homeTeamId, awayTeamId }) => ({ homeTeamId, awayTeamId }))).toEqual(
          roundRobinRounds(input.teamIds, input.rounds).flat(),
        );

        const slots = new Set<string>();
        const teamDays = new Set<string>();
        const roundDates = new Map<number, string[]>();
        for (const g of schedule) {
          expect(g.date >= input.startDate).toBe(true);
          expect(input.weekdays).toContain(weekdayOf(g.date));
          expect(input.times).toContain(g.time);
          expect(input.courts).toContain(g.court);
          const slot = `${g.date} ${g.time} ${g.court}`;
          expect(slots.has(slot)).toBe(false);
          slots.add(slot);
          for (const team of [g.homeTeamId, g.awayTeamId]) {
            expect(teamDays.has(`${team} ${g.date}`)).toBe(false);
            teamDays.add(`${team} ${g.date}`);
          }
          roundDates.set(g.round, [...(roundDates.get(g.round) ?? []), g.date]);
        }

        // Matchdays are numbered 1.. in order, each on later dates than the one before.
        const rounds = [...roundDates.keys()];
        expect(rounds).toEqual(rounds.map((_, i) => i + 1));
        const perDay = input.times.length * input.courts.length;
        let lastDate = '';
        for (const dates of roundDates.values()) {
          expect(dates[0]! > lastDate).toBe(true);
          lastDate = dates.at(-1)!;
          const days = new Set(dates);
          // A matchday only spills into another day when the day before is full.
          expect(days.size).toBe(Math.ceil(dates.length / perDay));
        }
      }),
      { numRuns: 200 },
    );
    // 200 schedules take about a second; a machine busy with other work needs more than 5 s.
  }, 30_000);
});
