// The fold works on a Draft, with copy-on-write: a Draft starts from a state and its history and
// copies each object the first time it changes it. replay() uses one draft for the whole log (each
// object is copied at most once); applyEvent() one per event (only what the event touches is
// copied), so every state ever returned stays valid and unchanged.
import { emptyLine } from './box-score.ts';
import type { TeamSide } from './events.ts';
import type { History } from './history.ts';
import { addTo, zero } from './score.ts';
import type { BoxLine, GameSetup, GameState, Score } from './state.ts';

export class Draft {
  private readonly owned = new Set<object>();
  readonly s: GameState;
  readonly h: History;
  /** Teams whose totals must be summed again before the state is returned. */
  readonly touchedTeams = new Set<TeamSide>();
  /** The first play-by-play index whose running score must be computed again. */
  pbpDirtyFrom = Infinity;

  constructor(
    readonly setup: GameSetup,
    state: GameState,
  ) {
    this.s = this.own(state);
    this.h = this.own(state.history);
    this.s.history = this.h;
  }

  /** `o` itself if this draft made it, else a shallow copy this draft may change. */
  own<T extends object>(o: T): T {
    if (this.owned.has(o)) return o;
    const copy = (Array.isArray(o) ? o.slice() : { ...o }) as T;
    this.owned.add(copy);
    return copy;
  }

  /** A player's line, ready to change; `stat` false for fields team totals do not sum. */
  line(id: string, team: TeamSide, stat = true): BoxLine {
    const players = (this.s.players = this.own(this.s.players));
    const line = this.own(players[id] ?? emptyLine(id, team));
    players[id] = line;
    if (stat) this.touchedTeams.add(line.team);
    return line;
  }

  /** `list` (owned) with `delta` added to `team` at `index`, growing the list as needed. */
  bump(list: readonly Score[], index: number, team: TeamSide, delta: number): Score[] {
    const out = this.own(list as Score[]);
    while (out.length <= index) out.push(zero());
    out[index] = addTo(out[index]!, team, delta);
    return out;
  }

  /** One more of what a team's totals count beside its players' lines. */
  bumpCounter(
    key:
      'coachBenchFouls' | 'staffTechnicals' | 'teamTechnicals' | 'teamRebounds' | 'teamTurnovers',
    team: TeamSide,
  ): void {
    this.h[key] = addTo(this.h[key], team, 1);
    this.touchedTeams.add(team);
  }
}
