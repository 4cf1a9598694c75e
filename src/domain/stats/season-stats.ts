// A season's statistics added up from its games' boxes (docs/product/league-pages.md): every player's and
// team's totals, averages and percentages, and the leaders. Pure: the server hands in the games
// of one phase with their boxes (materialised from the logs by the same reducer as the live box
// score) and the teams and players as they are named now.
import { computeStandings, standingsGames } from '../season/standings.ts';
import type { GameRules, StandingsRules } from '../season/rules.ts';
import { teamSides, type TeamSide } from '../game/events.ts';
import { perGame, perGameValue, shootingPct, type ShootingPct } from './averages.ts';
import {
  addStatLine,
  emptyStatLine,
  hasTeamStats,
  type GameBox,
  type StatLine,
} from './game-box.ts';
import {
  byName,
  minimumGames,
  minimumGamesRule,
  rankLeaders,
  type LeaderCandidate,
  type LeaderCategoryResult,
  type MinimumGamesRule,
} from './leaders.ts';

export interface SeasonTeam {
  id: string;
  name: string;
  shortName: string;
}

export interface SeasonPlayer {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  jersey: string;
}

/** A game of the phase; only final and forfeit games count for anything. */
export interface SeasonGame {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  status: 'scheduled' | 'live' | 'final' | 'cancelled' | 'forfeit';
  homeScore: number | null;
  awayScore: number | null;
  forfeitedBy: TeamSide | null;
  /** The box of the game's log; null when it has none. */
  box: GameBox | null;
}

/** A player's season: the leader lists' row plus the team's full name. */
export interface PlayerSeasonFigures extends LeaderCandidate {
  teamName: string;
}

export interface TeamSeasonFigures {
  teamId: string;
  name: string;
  shortName: string;
  played: number;
  wins: number;
  losses: number;
  pointsForPerGame: number | null;
  pointsAgainstPerGame: number | null;
  gamesWithStats: number;
  totals: StatLine;
  perGame: StatLine;
  pct: ShootingPct;
}

export interface SeasonFigures {
  gamesCounted: number;
  /** Who qualifies for the per-game leaders (null: the teams' counts differ). */
  minimumGames: MinimumGamesRule | null;
  leaders: LeaderCategoryResult[];
  /** In standings order. */
  teams: TeamSeasonFigures[];
  /** By last name, then first name. */
  players: PlayerSeasonFigures[];
}

/**
 * A final game with player statistics recorded: the games box-score figures come from. A game
 * scored only on the time & score console has a log but no statistics, so it is not one.
 */
export function countedGame(g: SeasonGame): g is SeasonGame & { box: GameBox } {
  return (
    g.status === 'final' && g.box !== null && teamSides.some((side) => hasTeamStats(g.box!, side))
  );
}

export function teamIdOf(g: Pick<SeasonGame, 'homeTeamId' | 'awayTeamId'>, side: TeamSide): string {
  return side === 'home' ? g.homeTeamId : g.awayTeamId;
}

export function seasonStats(input: {
  teams: readonly SeasonTeam[];
  players: readonly SeasonPlayer[];
  games: readonly SeasonGame[];
  standingsRules: StandingsRules;
  /** The season's game rules: what its field goals are worth names a leader category. */
  gameRules?: Pick<GameRules, 'shotValues'>;
}): SeasonFigures {
  const { teams, players, standingsRules } = input;
  const counted = input.games.filter(countedGame);
  const teamById = new Map(teams.map((t) => [t.id, t]));

  // Box-score figures per team and per player, from the counted games only.
  const teamLines = new Map<string, { games: number; totals: StatLine }>();
  const playerLines = new Map<string, { games: number; totals: StatLine }>();
  for (const g of counted) {
    for (const side of teamSides) {
      if (!hasTeamStats(g.box, side)) continue;
      const id = teamIdOf(g, side);
      const t = teamLines.get(id) ?? { games: 0, totals: emptyStatLine() };
      t.games += 1;
      addStatLine(t.totals, g.box.teams[side]);
      teamLines.set(id, t);
    }
    for (const p of g.box.players) {
      const line = playerLines.get(p.playerId) ?? { games: 0, totals: emptyStatLine() };
      line.games += 1;
      addStatLine(line.totals, p.line);
      playerLines.set(p.playerId, line);
    }
  }

  // Records count every final or forfeit game, as the standings do, logs or not.
  const standings = computeStandings(
    teams.map((t) => ({ id: t.id, name: t.name })),
    standingsGames(input.games),
    standingsRules,
  );
  const teamRows: TeamSeasonFigures[] = standings.map((s) => {
    const t = teamById.get(s.teamId)!;
    const lines = teamLines.get(s.teamId) ?? { games: 0, totals: emptyStatLine() };
    return {
      teamId: t.id,
      name: t.name,
      shortName: t.shortName,
      played: s.played,
      wins: s.wins,
      losses: s.losses,
      pointsForPerGame: s.played ? perGameValue(s.pointsFor, s.played) : null,
      pointsAgainstPerGame: s.played ? perGameValue(s.pointsAgainst, s.played) : null,
      gamesWithStats: lines.games,
      totals: lines.totals,
      perGame: perGame(lines.totals, lines.games),
      pct: shootingPct(lines.totals),
    };
  });

  // A deleted player's lines stay in the boxes but have nobody to belong to: they are left out.
  const playerRows: PlayerSeasonFigures[] = [];
  for (const p of players) {
    const lines = playerLines.get(p.id);
    const team = teamById.get(p.teamId);
    if (!lines || !team) continue;
    const teamGames = teamLines.get(p.teamId)?.games ?? 0;
    playerRows.push({
      playerId: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      jersey: p.jersey,
      teamId: team.id,
      teamName: team.name,
      teamShortName: team.shortName,
      games: lines.games,
      qualified: lines.games >= minimumGames(teamGames),
      totals: lines.totals,
      perGame: perGame(lines.totals, lines.games),
      pct: shootingPct(lines.totals),
    });
  }
  playerRows.sort(byName);

  return {
    gamesCounted: counted.length,
    minimumGames: minimumGamesRule(teamRows.map((t) => t.gamesWithStats)),
    leaders: rankLeaders(playerRows, input.gameRules),
    teams: teamRows,
    players: playerRows,
  };
}

/** One game of a player's log, from the player's side. */
export interface PlayerGameEntry {
  game: SeasonGame & { box: GameBox };
  side: TeamSide;
  starter: boolean;
  line: StatLine;
  teamScore: number | null;
  opponentScore: number | null;
  result: 'W' | 'L' | null;
}

/** A player's counted games (in the order given) with totals, averages and percentages. */
export function playerSeason(
  playerId: string,
  games: readonly SeasonGame[],
): {
  entries: PlayerGameEntry[];
  games: number;
  totals: StatLine;
  perGame: StatLine;
  pct: ShootingPct;
} {
  const entries: PlayerGameEntry[] = [];
  const totals = emptyStatLine();
  for (const g of games) {
    if (!countedGame(g)) continue;
    const p = g.box.players.find((l) => l.playerId === playerId);
    if (!p) continue;
    addStatLine(totals, p.line);
    const [teamScore, opponentScore] =
      p.team === 'home' ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
    const result =
      teamScore === null || opponentScore === null || teamScore === opponentScore
        ? null
        : teamScore > opponentScore
          ? 'W'
          : 'L';
    entries.push({
      game: g,
      side: p.team,
      starter: p.starter,
      line: p.line,
      teamScore,
      opponentScore,
      result,
    });
  }
  return {
    entries,
    games: entries.length,
    totals,
    perGame: perGame(totals, entries.length),
    pct: shootingPct(totals),
  };
}
