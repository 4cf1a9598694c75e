// A tournament weekend to schedule, as plain data: what the solver reads and the checker judges.
// Times are minutes from midnight of the event's first day (day n starts at n × 1440), so a
// schedule never depends on a time zone or a calendar; the server converts at its edges.

export interface Interval {
  start: number;
  end: number;
}

export interface Venue {
  id: string;
  name: string;
}

export interface Court {
  id: string;
  venueId: string;
  name: string;
  /** The court with the stands and the camera: popular games go here when they can. */
  show: boolean;
  /** When the court can be played on: its opening hours minus breaks and blackouts. */
  open: Interval[];
}

export interface Division {
  id: string;
  name: string;
  /** Game length plus turnover: how long a game holds its court. */
  slotMinutes: number;
}

export interface Team {
  id: string;
  name: string;
  divisionId: string;
  /** Windows the team cannot play in (travel, an observance). */
  blackouts: Interval[];
}

export interface Coach {
  id: string;
  name: string;
  teamIds: string[];
}

export interface Game {
  id: string;
  divisionId: string;
  /** Both teams of a pool game; null for a bracket game whose teams come from earlier results. */
  teams: [string, string] | null;
  /** Games that must have ended, rest included, before this one starts (a bracket's feeders). */
  after: string[];
  /** Teams that could play a bracket game: their blackouts and daily limits apply to it. */
  possibleTeams: string[];
  /** A game the organiser wants on a show court. */
  popular: boolean;
}

export interface Rules {
  /** From the end of a team's game to the start of its next one. */
  minRestMinutes: number;
  maxGamesPerTeamPerDay: number;
  /** Between two different venues, for a team or a coach. */
  travelMinutes: number;
}

/** What each soft rule costs, per occurrence; the organiser sees and changes them. */
export interface SoftWeights {
  /** Each venue a division uses beyond its first. */
  divisionSplit: number;
  /** Each hour a team waits between two games of one day beyond its rest. */
  idleHour: number;
  /** A team playing the first slot on two days. */
  firstSlotTwice: number;
  /** Each game a team is home beyond an even split. */
  homeAwayImbalance: number;
  /** A popular game away from a show court. */
  popularOffShow: number;
}

export const defaultSoftWeights: SoftWeights = {
  divisionSplit: 20,
  idleHour: 2,
  firstSlotTwice: 5,
  homeAwayImbalance: 1,
  popularOffShow: 10,
};

export interface Placement {
  gameId: string;
  courtId: string;
  start: number;
  /** For a pool game: which of its teams is home (the first listed unless swapped). */
  swapped?: boolean;
}

export interface ScheduleProblem {
  venues: Venue[];
  courts: Court[];
  divisions: Division[];
  teams: Team[];
  coaches: Coach[];
  games: Game[];
  rules: Rules;
  weights: SoftWeights;
  /** Games the organiser has pinned: the solver keeps them where they are. */
  locked: Placement[];
}

export const dayOf = (minute: number) => Math.floor(minute / 1440);

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
