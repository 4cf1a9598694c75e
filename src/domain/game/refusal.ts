// Why an event is not logged, as a code and the values its sentence needs, so that each console
// says it in its scorer's language with the players' names (the web's refusal-text.ts). The game
// rules (check-event.ts) and the server's ingest give these; `refusalInEnglish` is the sentence
// for logs and for API clients that read the answer's `reason`.
import { rulePresetLabels } from '../season/rule-presets.ts';
import type { RulePresetId } from '../season/rules.ts';
import { formatClock } from './clock.ts';
import type { TeamSide } from './events.ts';
import { otherSide } from './score.ts';

/** Every refusal, by code, with the values its sentence needs. Player ids name roster players. */
export type EventRefusal =
  | { code: 'already-recorded' }
  | { code: 'undo-target-missing' }
  | { code: 'already-undone' }
  | { code: 'game-over' }
  | { code: 'game-not-started' }
  | { code: 'overtime-no-clock'; pointsToWin: number }
  | { code: 'clock-over-period'; minutes: number }
  | { code: 'score-below-zero'; team: TeamSide }
  /** A play's clock reads more than its period lasts (`minutes`: 0 for an untimed overtime). */
  | { code: 'play-outside-period'; period: number; clockMs: number; minutes: number }
  /** `rules`: the rulebook that sets the values, named in the sentence. */
  | {
      code: 'shot-value';
      playerId: string;
      rules: RulePresetId;
      values: [number, number];
      points: number;
    }
  | {
      code: 'free-throw-value';
      playerId: string;
      rules: RulePresetId;
      max: number;
      points: number;
    }
  | { code: 'self-assist'; play: 'shot' | 'free-throw' }
  | { code: 'assist-on-miss'; play: 'shot' | 'free-throw' }
  /** The player is on the other team's roster. */
  | { code: 'player-other-team'; playerId: string; team: TeamSide }
  /** The player is on neither roster. */
  | { code: 'player-not-on-roster'; playerId: string; team: TeamSide }
  | { code: 'dead-ball-rebound-player' }
  /** `team` is the fouling team: the player drawing the foul is one of its own. */
  | { code: 'fouled-teammate'; playerId: string; team: TeamSide }
  /** `team` is the fouled team, whose roster does not hold the player. */
  | { code: 'fouled-not-on-roster'; playerId: string; team: TeamSide }
  | { code: 'team-foul-not-technical' }
  | { code: 'foul-without-player'; offender: 'team' | 'coach' | 'bench' }
  | { code: 'substitution-empty' }
  | { code: 'substitution-duplicate' }
  | { code: 'already-on-court'; playerId: string }
  | { code: 'not-on-court'; playerId: string }
  | { code: 'too-many-on-court'; team: TeamSide; count: number; max: number }
  | { code: 'lineup-duplicate' }
  | { code: 'lineup-too-large'; count: number; max: number }
  /** The server's: this console kind may not send this event. */
  | { code: 'console-time-only' }
  | { code: 'console-no-stats' }
  /** The server's: the game's log holds as many events as it may. */
  | { code: 'log-full'; max: number }
  /** The server's: not an event at all; `detail` is the parser's English, naming the field. */
  | { code: 'malformed-event'; detail: string };

export type RefusalCode = EventRefusal['code'];

/** Every code, once: the translations and the answer's schema are checked against this list. */
export const refusalCodes = [
  'already-recorded',
  'undo-target-missing',
  'already-undone',
  'game-over',
  'game-not-started',
  'overtime-no-clock',
  'clock-over-period',
  'score-below-zero',
  'play-outside-period',
  'shot-value',
  'free-throw-value',
  'self-assist',
  'assist-on-miss',
  'player-other-team',
  'player-not-on-roster',
  'dead-ball-rebound-player',
  'fouled-teammate',
  'fouled-not-on-roster',
  'team-foul-not-technical',
  'foul-without-player',
  'substitution-empty',
  'substitution-duplicate',
  'already-on-court',
  'not-on-court',
  'too-many-on-court',
  'lineup-duplicate',
  'lineup-too-large',
  'console-time-only',
  'console-no-stats',
  'log-full',
  'malformed-event',
] as const satisfies readonly RefusalCode[];

// A code missing from the list above fails the typecheck here.
type Unlisted = Exclude<RefusalCode, (typeof refusalCodes)[number]>;
const everyCodeListed: Unlisted extends never ? true : never = true;
void everyCodeListed;

function teamWords(team: TeamSide): string {
  return team === 'home' ? 'home team' : 'away team';
}

/** The rulebook a rule comes from, in words: "NBA rules", or the season's own. */
function rulebookWords(preset: RulePresetId): string {
  return preset === 'custom' ? 'this season’s rules' : `${rulePresetLabels[preset]} rules`;
}

const pointsWords = (n: number) => (n === 1 ? '1 point' : `${n} points`);

/** "12:30": a play's clock time, in whole seconds. */
const clockWords = (ms: number) => formatClock(ms, { showTenthsLastMinute: false });

/** The refusal in an English sentence; players by id ("Player h2"), as logs know them. */
export function refusalInEnglish(refusal: EventRefusal): string {
  switch (refusal.code) {
    case 'already-recorded':
      return 'This event was already recorded.';
    case 'undo-target-missing':
      return 'The event to undo is not in this game’s log.';
    case 'already-undone':
      return 'That event was already undone.';
    case 'game-over':
      return 'The game is over: only corrections (undo) can be recorded now.';
    case 'game-not-started':
      return 'The game has not started yet: start the game first.';
    case 'overtime-no-clock':
      return `Overtime has no game clock: the first team to score ${refusal.pointsToWin} points wins. Run the shot clock alone.`;
    case 'clock-over-period':
      return `The clock cannot show more than the period’s ${refusal.minutes} minutes.`;
    case 'score-below-zero':
      return `The ${teamWords(refusal.team)}’s score is already 0.`;
    case 'play-outside-period':
      return refusal.minutes === 0
        ? `The play is timed at ${clockWords(refusal.clockMs)}, but period ${refusal.period} has no game clock: its plays are timed at 0:00.`
        : `The play is timed at ${clockWords(refusal.clockMs)}, but period ${refusal.period} lasts ${refusal.minutes} minutes.`;
    case 'shot-value':
      return `Player ${refusal.playerId}'s field goal cannot be worth ${pointsWords(refusal.points)}: under ${rulebookWords(refusal.rules)} a field goal is worth ${refusal.values[0]} or ${refusal.values[1]} points.`;
    case 'free-throw-value':
      return `Player ${refusal.playerId}'s free throw cannot be worth ${pointsWords(refusal.points)}: under ${rulebookWords(refusal.rules)} a free throw is worth ${refusal.max === 1 ? '1 point' : `at most ${refusal.max} points`}.`;
    case 'self-assist':
      return `A player cannot assist their own ${refusal.play === 'shot' ? 'shot' : 'free throw'}.`;
    case 'assist-on-miss':
      return `Only a made ${refusal.play === 'shot' ? 'shot' : 'free throw'} can have an assist.`;
    case 'player-other-team':
      return `Player ${refusal.playerId} plays for the ${teamWords(otherSide(refusal.team))}, not the ${teamWords(refusal.team)}.`;
    case 'player-not-on-roster':
      return `Player ${refusal.playerId} is not on the ${teamWords(refusal.team)}'s roster.`;
    case 'dead-ball-rebound-player':
      return 'A dead-ball rebound is the team’s: leave the player out.';
    case 'fouled-teammate':
      return `The fouled player must be an opponent: Player ${refusal.playerId} plays for the ${teamWords(refusal.team)}, not the ${teamWords(otherSide(refusal.team))}.`;
    case 'fouled-not-on-roster':
      return `The fouled player must be an opponent: Player ${refusal.playerId} is not on the ${teamWords(refusal.team)}'s roster.`;
    case 'team-foul-not-technical':
      return 'Only a technical foul can be charged to the team itself.';
    case 'foul-without-player':
      return `A ${refusal.offender} foul is charged to no player: leave the player out.`;
    case 'substitution-empty':
      return 'A substitution needs at least one player coming in or going out.';
    case 'substitution-duplicate':
      return 'A player appears twice in this substitution.';
    case 'already-on-court':
      return `Player ${refusal.playerId} is already on the court.`;
    case 'not-on-court':
      return `Player ${refusal.playerId} is not on the court.`;
    case 'too-many-on-court':
      return `That leaves ${refusal.count} players of the ${teamWords(refusal.team)} on court; this game plays ${refusal.max} at a time.`;
    case 'lineup-duplicate':
      return 'A player appears twice in this lineup.';
    case 'lineup-too-large':
      return `A starting lineup has at most ${refusal.max} players in this game, not ${refusal.count}.`;
    case 'console-time-only':
      return 'The time-only console records only the clock, periods and the start and end of the game.';
    case 'console-no-stats':
      return 'Player statistics are recorded from a stats console, not the time & score console.';
    case 'log-full':
      return `This game's log is full (${refusal.max.toLocaleString('en')} events): nothing more can be recorded for it.`;
    case 'malformed-event':
      return refusal.detail;
  }
}
