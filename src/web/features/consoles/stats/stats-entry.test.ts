import { describe, expect, it } from 'vitest';
import type { JerseyPlayer } from './jersey-entry.ts';
import {
  awaitingPlay,
  freeThrowShooter,
  initialStatsEntry,
  keysActive,
  statsEntryReducer,
  type StatsEntry,
  type StatsEntryAction,
} from './stats-entry.ts';

const players: JerseyPlayer[] = [
  { side: 'home', playerId: 'h1', jersey: '1' },
  { side: 'home', playerId: 'h12', jersey: '12' },
  { side: 'home', playerId: 'h7', jersey: '7' },
  { side: 'away', playerId: 'a7', jersey: '7' },
  { side: 'away', playerId: 'a4', jersey: '4' },
];

function after(...actions: StatsEntryAction[]): StatsEntry {
  return actions.reduce(statsEntryReducer, initialStatsEntry);
}

const digits = (typed: string): StatsEntryAction[] =>
  [...typed].map((digit) => ({ type: 'digit', digit, players }));

describe('the stats entry', () => {
  it('a tapped tile selects its player; tapping it again or clearing deselects', () => {
    const picked = after({ type: 'pick', side: 'away', playerId: 'a4' });
    expect(picked.selected).toEqual({ side: 'away', playerId: 'a4' });
    expect(awaitingPlay(picked)).toBe(true);
    expect(statsEntryReducer(picked, { type: 'pick', side: 'away', playerId: 'a4' }).selected).toBe(
      null,
    );
    expect(statsEntryReducer(picked, { type: 'clear' })).toEqual(initialStatsEntry);
    expect(statsEntryReducer(picked, { type: 'played' }).selected).toBe(null);
  });

  it('a number nobody’s number starts selects its player at once', () => {
    const entry = after(...digits('4'));
    expect(entry.selected).toEqual({ side: 'away', playerId: 'a4' });
    expect(entry.typed).toBe(null);
  });

  it('"1" waits for a possible "12": a second digit makes it 12, the pause makes it 1', () => {
    const one = after(...digits('1'));
    expect(one.selected).toBe(null);
    expect(one.typed).toMatchObject({ digits: '1', status: 'waiting' });
    expect(awaitingPlay(one)).toBe(false);

    expect(statsEntryReducer(one, digits('2')[0]!).selected).toEqual({
      side: 'home',
      playerId: 'h12',
    });
    const paused = statsEntryReducer(one, { type: 'pause' });
    expect(paused.selected).toEqual({ side: 'home', playerId: 'h1' });
    expect(paused.typed).toBe(null);
  });

  it('the pause changes nothing once the number was settled', () => {
    const picked = after(...digits('12'));
    expect(statsEntryReducer(picked, { type: 'pause' })).toBe(picked);
  });

  it('an unknown number is shown as such, and the next digit starts another number', () => {
    const unknown = after(...digits('9'));
    expect(unknown.typed).toEqual({ digits: '9', status: 'unknown' });
    expect(unknown.selected).toBe(null);
    expect(after(...digits('94')).selected).toEqual({ side: 'away', playerId: 'a4' });
  });

  it('a number both teams wear asks for the team, then selects that team’s player', () => {
    const asked = after(...digits('7'));
    expect(asked.ambiguous?.map((p) => p.playerId)).toEqual(['h7', 'a7']);
    expect(asked.selected).toBe(null);
    const chosen = statsEntryReducer(asked, { type: 'choose-team', side: 'away' });
    expect(chosen.selected).toEqual({ side: 'away', playerId: 'a7' });
    expect(chosen.ambiguous).toBe(null);
    expect(statsEntryReducer(asked, { type: 'clear' }).ambiguous).toBe(null);
  });

  it('a shooting foul starts two free throws for the fouled player, then play goes on', () => {
    const fouling = after(
      { type: 'pick', side: 'home', playerId: 'h12' },
      { type: 'player-dialog', kind: 'foul' },
    );
    expect(fouling.dialog).toEqual({ type: 'foul', side: 'home', playerId: 'h12' });
    expect(keysActive(fouling)).toBe(false);

    const first = statsEntryReducer(fouling, {
      type: 'foul-recorded',
      side: 'home',
      freeThrows: 2,
      worth: 1,
      shooterId: 'a4',
    });
    expect(first.dialog).toBe(null);
    expect(first.run).toEqual({ side: 'away', shooterId: 'a4', total: 2, done: 0, worth: 1 });
    expect(freeThrowShooter(first)).toEqual({ side: 'away', playerId: 'a4' });

    const second = statsEntryReducer(first, { type: 'free-throw' });
    expect(second.run?.done).toBe(1);
    expect(freeThrowShooter(second)).toEqual({ side: 'away', playerId: 'a4' });

    const done = statsEntryReducer(second, { type: 'free-throw' });
    expect(done.run).toBe(null);
    expect(done.selected).toBe(null);
    expect(awaitingPlay(done)).toBe(false);
  });

  it('free throws without a known shooter wait for a tile of the shooting team', () => {
    const run = after({
      type: 'foul-recorded',
      side: 'away',
      freeThrows: 1,
      worth: 2,
      shooterId: null,
    });
    expect(freeThrowShooter(run)).toBe(null);
    const shooter = statsEntryReducer(run, { type: 'pick', side: 'home', playerId: 'h7' });
    expect(shooter.run).toMatchObject({ shooterId: 'h7', worth: 2 });
    expect(freeThrowShooter(shooter)).toEqual({ side: 'home', playerId: 'h7' });
    // A tile of the fouling team ends the free throws and selects that player instead.
    const other = statsEntryReducer(run, { type: 'pick', side: 'away', playerId: 'a4' });
    expect(other.run).toBe(null);
    expect(other.selected).toEqual({ side: 'away', playerId: 'a4' });
  });

  it('a foul with no free throws, or stopping them, leaves nothing selected', () => {
    const none = after(
      { type: 'pick', side: 'home', playerId: 'h1' },
      { type: 'foul-recorded', side: 'home', freeThrows: 0, worth: 1, shooterId: 'a4' },
    );
    expect(none).toEqual(initialStatsEntry);
    const stopped = after(
      { type: 'foul-recorded', side: 'home', freeThrows: 2, worth: 1, shooterId: 'a4' },
      { type: 'clear' },
    );
    expect(stopped).toEqual(initialStatsEntry);
  });

  it('a free throw outside a run keeps its shooter selected', () => {
    const entry = after({ type: 'pick', side: 'home', playerId: 'h1' }, { type: 'free-throw' });
    expect(freeThrowShooter(entry)).toEqual({ side: 'home', playerId: 'h1' });
  });

  it('dialogs: a turnover of the selected player stops free throws; a recorded one deselects', () => {
    const opened = after(
      { type: 'foul-recorded', side: 'home', freeThrows: 2, worth: 1, shooterId: 'a4' },
      { type: 'player-dialog', kind: 'turnover' },
    );
    expect(opened.run).toBe(null);
    expect(opened.dialog).toEqual({ type: 'turnover', side: 'away', playerId: 'a4' });
    const recorded = statsEntryReducer(opened, { type: 'dialog-recorded' });
    expect(recorded.dialog).toBe(null);
    expect(recorded.selected).toBe(null);
    // With nobody selected there is no player's dialog to open.
    expect(after({ type: 'player-dialog', kind: 'foul' })).toEqual(initialStatsEntry);
    const closed = statsEntryReducer(
      after(
        { type: 'pick', side: 'home', playerId: 'h1' },
        { type: 'player-dialog', kind: 'foul' },
      ),
      { type: 'close-dialog' },
    );
    expect(closed.dialog).toBe(null);
    expect(closed.selected).toEqual({ side: 'home', playerId: 'h1' });
  });

  it('an open team-plays menu keeps the keys from the console', () => {
    const open = after({ type: 'team-plays', side: 'home' });
    expect(keysActive(open)).toBe(false);
    expect(keysActive(statsEntryReducer(open, { type: 'team-plays', side: null }))).toBe(true);
  });
});
