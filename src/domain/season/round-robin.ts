// Round-robin schedules by the circle (polygon) method, and their placement on dates, times and
// courts.

export interface RoundRobinInput {
  /** 2..64 distinct ids. */
  teamIds: string[];
  /** Single or double round-robin. */
  rounds: 1 | 2;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 0=Sunday..6; the dates used are startDate onward on these weekdays. */
  weekdays: number[];
  /** 'HH:MM' start times of a day, ascending. */
  times: string[];
  /** Court names. */
  courts: string[];
}

export interface ScheduledPairing {
  homeTeamId: string;
  awayTeamId: string;
  /** Local date at the venue, 'YYYY-MM-DD'. */
  date: string;
  /** Local time at the venue, 'HH:MM'. */
  time: string;
  court: string;
  /** Matchday number, 1-based. */
  round: number;
}

export interface Pairing {
  homeTeamId: string;
  awayTeamId: string;
}

export const maxRoundRobinTeams = 64;

function checkTeams(teamIds: string[]): void {
  if (teamIds.length < 2) throw new Error('A round-robin needs at least 2 teams.');
  if (teamIds.length > maxRoundRobinTeams) {
    throw new Error(`A round-robin can have at most ${maxRoundRobinTeams} teams.`);
  }
  const seen = new Set<string>();
  for (const id of teamIds) {
    if (seen.has(id)) throw new Error(`Team ${id} is listed twice.`);
    seen.add(id);
  }
}

/**
 * The matchdays of a round-robin, without dates. With an odd number of teams one team sits out
 * each matchday. In a double round-robin the second half repeats the first with home and away
 * swapped.
 */
export function roundRobinRounds(teamIds: string[], rounds: 1 | 2): Pairing[][] {
  checkTeams(teamIds);
  const n = teamIds.length;
  // The polygon method on an odd number m of teams: in round r team r sits out and teams r+k and
  // r-k meet. With an even count the last team is the centre of the circle and meets the team
  // that would sit out.
  const m = n % 2 === 1 ? n : n - 1;
  const centre = n % 2 === 1 ? null : teamIds[n - 1];
  const team = (i: number): string => teamIds[((i % m) + m) % m] as string;
  const firstLeg: Pairing[][] = [];
  for (let r = 0; r < m; r++) {
    const round: Pairing[] = [];
    if (centre !== undefined && centre !== null) {
      // The centre alternates home and away, so it is never more than one home game off even.
      round.push(
        r % 2 === 0
          ? { homeTeamId: centre, awayTeamId: team(r) }
          : { homeTeamId: team(r), awayTeamId: centre },
      );
    }
    for (let k = 1; k <= (m - 1) / 2; k++) {
      // Team t is at home exactly when (t - r) mod m is odd: its home and away games alternate
      // round by round, and over the m - 1 games it plays it is home (m - 1) / 2 times.
      const a = team(r + k);
      const b = team(r - k);
      round.push(k % 2 === 1 ? { homeTeamId: a, awayTeamId: b } : { homeTeamId: b, awayTeamId: a });
    }
    firstLeg.push(round);
  }
  if (rounds === 1) return firstLeg;
  const secondLeg = firstLeg.map((round) =>
    round.map((p) => ({ homeTeamId: p.awayTeamId, awayTeamId: p.homeTeamId })),
  );
  return [...firstLeg, ...secondLeg];
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function parseDate(text: string): Date {
  const match = datePattern.exec(text);
  // Dates are calendar days at the venue: UTC midnight keeps the day arithmetic free of DST.
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
  if (!date || date.toISOString().slice(0, 10) !== text) {
    throw new Error(`The start date ${text} is not a date (expected YYYY-MM-DD).`);
  }
  return date;
}

function checkSlots(input: RoundRobinInput): void {
  if (input.weekdays.length === 0) throw new Error('Pick at least one weekday to play on.');
  for (const day of input.weekdays) {
    if (!Number.isInteger(day) || day < 0 || day > 6) {
      throw new Error(`Weekday ${day} is not a day of the week (0 = Sunday … 6 = Saturday).`);
    }
  }
  if (input.times.length === 0) throw new Error('Give at least one start time.');
  for (const time of input.times) {
    if (!timePattern.test(time)) throw new Error(`The start time ${time} is not a time (HH:MM).`);
  }
  if (new Set(input.times).size !== input.times.length) {
    throw new Error('A start time is listed twice.');
  }
  if (input.courts.length === 0) throw new Error('Give at least one court.');
  for (const court of input.courts) {
    if (court.trim() === '') throw new Error('A court needs a name.');
  }
  if (new Set(input.courts).size !== input.courts.length) {
    throw new Error('A court is listed twice.');
  }
}

/**
 * A round-robin placed on the calendar: each day offers every start time on every court, a
 * matchday that does not fit in one day continues on the next playing day, and every matchday
 * starts on a day of its own so no team plays twice on one date.
 */
export function generateRoundRobin(input: RoundRobinInput): ScheduledPairing[] {
  checkTeams(input.teamIds);
  checkSlots(input);
  const weekdays = new Set(input.weekdays);
  // Earliest first: a day's slots fill the first start time on every court before the next time.
  const times = [...input.times].sort();
  const slots = times.flatMap((time) => input.courts.map((court) => ({ time, court })));

  const day = parseDate(input.startDate);
  const nextPlayingDay = (): string => {
    while (!weekdays.has(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const text = day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
    return text;
  };

  const schedule: ScheduledPairing[] = [];
  roundRobinRounds(input.teamIds, input.rounds).forEach((games, index) => {
    let date = nextPlayingDay();
    games.forEach((game, i) => {
      const slotIndex = i % slots.length;
      if (i > 0 && slotIndex === 0) date = nextPlayingDay();
      const slot = slots[slotIndex] as { time: string; court: string };
      schedule.push({ ...game, date, time: slot.time, court: slot.court, round: index + 1 });
    });
  });
  return schedule;
}
