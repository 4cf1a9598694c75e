import { describe, expect, it } from 'vitest';
import { presetRules } from '../season/rule-presets.ts';
import { acceptConflicts, discardConflicts } from './clock-authority.ts';
import { clockRemaining } from './clock.ts';
import type { EventPayload } from './events.ts';
import { logBuilder, type LogBuilder } from './log-builder.ts';
import { replay } from './reducer.ts';
import type { GameSetup } from './state.ts';

const setup: GameSetup = {
  rules: presetRules('fiba'),
  rosters: { home: ['h1', 'h2'], away: ['a1', 'a2'] },
  scoreSource: 'stats',
};
const tenMinutes = 600_000;

/** A started game whose clock device A started at `b.now()`. */
function runningGame(): LogBuilder {
  const b = logBuilder(setup.rules, { device: 'device-A' });
  b.add({ type: 'game-start' });
  b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: b.now() });
  return b;
}

function stop(b: LogBuilder, remainingMs: number, device?: string) {
  return b.add(
    { type: 'clock-stop', remainingMs, serverMs: b.now() },
    device === undefined ? {} : { device },
  );
}

function start(b: LogBuilder, remainingMs: number, device?: string) {
  return b.add(
    { type: 'clock-start', remainingMs, serverMs: b.now() },
    device === undefined ? {} : { device },
  );
}

/** Appends payloads as `device` would log them, all at the builder's current time. */
function log(b: LogBuilder, payloads: EventPayload[], device: string) {
  for (const p of payloads) b.add(p, { device });
}

describe('one device runs the clocks', () => {
  it('the first device to touch the clock runs it', () => {
    const b = runningGame();
    const s = replay(setup, b.log);
    expect(s.clockOwner).toBe('device-A');
    expect(s.clockConflicts).toEqual([]);
  });

  it("another device's clock events do not move the clock: they wait as conflicts", () => {
    const b = runningGame();
    const started = b.now();
    b.wait(10_000);
    const id = stop(b, tenMinutes - 10_000, 'device-B');
    b.wait(5_000);
    start(b, tenMinutes - 10_000, 'device-B');
    const s = replay(setup, b.log);
    expect(s.clock).toEqual({ running: true, remainingMs: tenMinutes, serverMs: started });
    expect(s.clockOwner).toBe('device-A');
    expect(s.clockConflicts.map((c) => [c.clientId, c.deviceId, c.type])).toEqual([
      [id, 'device-B', 'clock-stop'],
      [expect.any(String), 'device-B', 'clock-start'],
    ]);
  });

  it('a takeover in time hands the clocks over; the old device is then the one refused', () => {
    const b = runningGame();
    b.wait(10_000);
    b.add({ type: 'clock-takeover', serverMs: b.now() }, { device: 'device-B' });
    stop(b, tenMinutes - 10_000, 'device-B');
    b.wait(1_000);
    start(b, tenMinutes - 12_000, 'device-A');
    const s = replay(setup, b.log);
    expect(s.clockOwner).toBe('device-B');
    expect(s.clock).toEqual({ running: false, remainingMs: tenMinutes - 10_000, serverMs: null });
    expect(s.clockConflicts.map((c) => c.deviceId)).toEqual(['device-A']);
  });

  it('a takeover made offline arrives as a conflict', () => {
    const b = runningGame();
    const tookOverAt = b.now() + 10_000;
    b.wait(20_000);
    // A stopped the clock at +20 s; B's takeover (offline, made at +10 s) arrives afterwards.
    stop(b, tenMinutes - 20_000);
    b.add({ type: 'clock-takeover', serverMs: tookOverAt }, { device: 'device-B' });
    b.add(
      { type: 'clock-set', remainingMs: 300_000, serverMs: tookOverAt + 1 },
      { device: 'device-B' },
    );
    const s = replay(setup, b.log);
    expect(s.clockOwner).toBe('device-A');
    expect(s.clock.remainingMs).toBe(tenMinutes - 20_000);
    expect(s.clockConflicts.map((c) => c.type)).toEqual(['clock-takeover', 'clock-set']);
  });

  for (const first of ['device-A', 'device-B']) {
    it(`through an outage the clock stays with its device, when ${first} reconnects first`, () => {
      const b = runningGame();
      const cut = b.now();
      // Everyone is offline from `cut` on. A stops the clock at +20 s and starts it at +40 s; B,
      // thinking the table gone, takes the clock over at +25 s and sets it. Then both reconnect.
      const queues: Record<string, EventPayload[]> = {
        'device-A': [
          { type: 'clock-stop', remainingMs: tenMinutes - 20_000, serverMs: cut + 20_000 },
          { type: 'clock-start', remainingMs: tenMinutes - 20_000, serverMs: cut + 40_000 },
        ],
        'device-B': [
          { type: 'clock-takeover', serverMs: cut + 25_000 },
          { type: 'clock-set', remainingMs: 300_000, serverMs: cut + 26_000 },
        ],
      };
      b.wait(60_000);
      const second = first === 'device-A' ? 'device-B' : 'device-A';
      log(b, queues[first]!, first);
      b.wait(2_000);
      log(b, queues[second]!, second);
      const s = replay(setup, b.log);
      expect(s.clockOwner).toBe('device-A');
      expect(s.clock).toEqual({
        running: true,
        remainingMs: tenMinutes - 20_000,
        serverMs: cut + 40_000,
      });
      expect(s.clockConflicts.map((c) => [c.deviceId, c.type])).toEqual([
        ['device-B', 'clock-takeover'],
        ['device-B', 'clock-set'],
      ]);
    });
  }

  it('a takeover made online hands the clock over even if the old device logged later offline', () => {
    const b = runningGame();
    const cut = b.now();
    // A lost the network at `cut` and went on; B saw the clock stall and took over, online.
    b.wait(10_000);
    b.add({ type: 'clock-takeover', serverMs: b.now() }, { device: 'device-B' });
    stop(b, tenMinutes - 10_000, 'device-B');
    b.wait(20_000);
    log(
      b,
      [
        { type: 'clock-stop', remainingMs: tenMinutes - 5_000, serverMs: cut + 5_000 },
        { type: 'clock-start', remainingMs: tenMinutes - 5_000, serverMs: cut + 15_000 },
      ],
      'device-A',
    );
    const s = replay(setup, b.log);
    expect(s.clockOwner).toBe('device-B');
    // A's stop before the takeover counts where it happened; its start after it is a conflict.
    expect(s.clock).toEqual({ running: false, remainingMs: tenMinutes - 10_000, serverMs: null });
    expect(s.clockConflicts.map((c) => [c.deviceId, c.type])).toEqual([
      ['device-A', 'clock-start'],
    ]);
  });

  it('a next period from another device is a conflict too', () => {
    const b = runningGame();
    b.wait(1_000);
    b.add({ type: 'period-start', newPeriod: 2 }, { device: 'device-B' });
    const s = replay(setup, b.log);
    expect(s.period).toBe(1);
    expect(s.clockConflicts.map((c) => c.type)).toEqual(['period-start']);
  });

  it('discarding undoes the conflicting events and leaves the clock as it was', () => {
    const b = runningGame();
    b.wait(10_000);
    stop(b, tenMinutes - 10_000, 'device-B');
    const before = replay(setup, b.log);
    log(b, discardConflicts(before, 'device-B'), 'device-A');
    const s = replay(setup, b.log);
    expect(s.clockConflicts).toEqual([]);
    expect(s.clock).toEqual(before.clock);
  });

  it('accepting sets the clocks to what the other device showed, carried on to now', () => {
    const b = runningGame();
    b.wait(10_000);
    // B stopped the clock at 9:50 for 5 s, then started it again.
    stop(b, tenMinutes - 10_000, 'device-B');
    b.wait(5_000);
    start(b, tenMinutes - 10_000, 'device-B');
    b.wait(5_000);
    const before = replay(setup, b.log);
    const now = b.now();
    // Without B the clock shows 9:40 at +20 s; with B it lost the 5 s stopped: 9:45.
    expect(clockRemaining(before.clock, now)).toBe(tenMinutes - 20_000);
    log(b, acceptConflicts(setup, before, b.log, 'device-B', now), 'device-A');
    const s = replay(setup, b.log);
    expect(s.clockConflicts).toEqual([]);
    expect(s.clock.running).toBe(true);
    expect(clockRemaining(s.clock, now)).toBe(tenMinutes - 15_000);
    expect(s.clockOwner).toBe('device-A');
  });

  it('accepting does not start again a shot clock that ran out since', () => {
    const b = runningGame();
    b.wait(10_000);
    // B stopped the clock and started it again: its shot clock ran on from 14 s.
    stop(b, tenMinutes - 10_000, 'device-B');
    start(b, tenMinutes - 10_000, 'device-B');
    b.wait(30_000);
    const before = replay(setup, b.log);
    const payloads = acceptConflicts(setup, before, b.log, 'device-B', b.now());
    expect(payloads.map((p) => p.type)).not.toContain('shot-clock-start');
    log(b, payloads, 'device-A');
    const s = replay(setup, b.log);
    expect(s.shotClock).toEqual({ running: false, remainingMs: 0, serverMs: null });
    expect(s.clock.running).toBe(true);
    expect(clockRemaining(s.clock, b.now())).toBe(tenMinutes - 40_000);
  });

  it('accepting a game clock that ran out since stops it at 0', () => {
    const b = runningGame();
    b.wait(10_000);
    stop(b, 5_000, 'device-B');
    start(b, 5_000, 'device-B');
    b.wait(20_000);
    const before = replay(setup, b.log);
    const payloads = acceptConflicts(setup, before, b.log, 'device-B', b.now());
    expect(payloads).toContainEqual({ type: 'clock-stop', remainingMs: 0, serverMs: b.now() });
    log(b, payloads, 'device-A');
    expect(replay(setup, b.log).clock).toEqual({ running: false, remainingMs: 0, serverMs: null });
  });

  it('accepting a stopped clock and another period', () => {
    const b = runningGame();
    b.wait(30_000);
    b.add({ type: 'period-start', newPeriod: 2 }, { device: 'device-B' });
    b.add({ type: 'clock-set', remainingMs: 420_000, serverMs: b.now() }, { device: 'device-B' });
    const before = replay(setup, b.log);
    log(b, acceptConflicts(setup, before, b.log, 'device-B', b.now()), 'device-C');
    const s = replay(setup, b.log);
    expect(s.period).toBe(2);
    expect(s.clock).toEqual({ running: false, remainingMs: 420_000, serverMs: null });
    expect(s.clockOwner).toBe('device-C');
    expect(s.clockConflicts).toEqual([]);
  });
});

describe('starting the game keeps the clock', () => {
  it('a clock run before the game start is not reset by the start', () => {
    const b = logBuilder(setup.rules, { device: 'device-A' });
    b.add({ type: 'clock-start', remainingMs: tenMinutes, serverMs: b.now() });
    b.wait(4_000);
    stop(b, tenMinutes - 4_000);
    b.add({ type: 'game-start' });
    const s = replay(setup, b.log);
    expect(s.status).toBe('live');
    expect(s.period).toBe(1);
    expect(s.clock.remainingMs).toBe(tenMinutes - 4_000);
  });
});
