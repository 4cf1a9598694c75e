// How long a tap on a console takes to paint what it did, with the CPU 4× slower (Chromium's
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset slows it): a statistician on the
// stats console of a Premium owner's game with rosters records, over and over, clock start, a made
// 2, a substitution, a foul, the undo of that foul and clock stop. Each of those taps is timed from
// its pointerdown (the input's own timestamp) to the first frame painted after what it records
// shows, because the console records through its outbox (IndexedDB) and paints the play after the
// tap's own next frame; when the Event Timing API (PerformanceObserver type 'event',
// durationThreshold 16) saw the interaction take longer to its next paint, that is the figure.
// The taps that only open a dialog or pick a player are not timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Locator, type Page } from '@playwright/test';
import { percentile } from './latency.ts';
import { seedLiveGames } from './live-fixture.ts';
import { buyPremium } from './premium.ts';
import { startServer } from './server-process.ts';
import { printTable, type Row } from './table.ts';

export interface TapToPaint {
  /** Each timed tap: what it recorded, and its tap-to-paint time in ms (the longer of the two). */
  taps: Array<{ action: Action; ms: number } & TapTime>;
  p50: number;
  p95: number;
  max: number;
  /** The 1-minute load average when the taps began and when they ended. */
  loadBefore: number;
  loadAfter: number;
}

export type Action = 'clock start' | 'made 2' | 'substitution' | 'foul' | 'undo' | 'clock stop';

/** What the page keeps of its taps: the last pointerdown and the Event Timing entries. */
interface TapWindow {
  __tap: {
    downAt: number;
    events: Array<{ start: number; duration: number }>;
    paintedAt: number | null;
  };
}

// Runs in the page before its scripts: notes each pointerdown's timestamp and every interaction
// the Event Timing API reports.
function watchTaps() {
  const w = window as unknown as TapWindow;
  w.__tap = { downAt: 0, events: [], paintedAt: null };
  addEventListener('pointerdown', (e) => (w.__tap.downAt = e.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) w.__tap.events.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

// Runs in the page before a timed tap: once the text of `el` is no longer what it is now, the
// time of the paint of the next frame (a task queued from requestAnimationFrame runs after it).
function awaitChange(el: Element) {
  const w = window as unknown as TapWindow;
  const before = el.textContent;
  w.__tap.paintedAt = null;
  const observer = new MutationObserver(() => {
    if (el.textContent === before) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        w.__tap.paintedAt = performance.now();
      }, 0),
    );
  });
  observer.observe(el, { subtree: true, childList: true, characterData: true });
}

interface TapTime {
  /** pointerdown → the paint of the frame after what the tap recorded shows. */
  paintMs: number;
  /** The longest Event Timing duration of the tap's events (0: none reached 16 ms). */
  eventMs: number;
}

async function timedTap(page: Page, button: Locator, shows: Locator): Promise<TapTime> {
  await button.waitFor();
  await shows.evaluate(awaitChange);
  await button.click();
  const handle = await page.waitForFunction(
    () => {
      const t = (window as unknown as TapWindow).__tap;
      if (t.paintedAt === null) return null;
      const own = t.events.filter((e) => e.start >= t.downAt - 1);
      return {
        paintMs: t.paintedAt - t.downAt,
        eventMs: Math.max(0, ...own.map((e) => e.duration)),
      };
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as TapTime;
}

export async function tapToPaintBench({ taps }: { taps: number }): Promise<TapToPaint> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-taps-'));
  const server = await startServer({ DATA_DIR: dir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const fixture = await seedLiveGames(server);
    await buyPremium(fixture.client);
    // A sixth home player, so that a substitution has someone to bring on.
    await fixture.client.request(
      'POST',
      `/api/teams/${fixture.homeTeamId}/players`,
      { firstName: 'Player6', lastName: 'Hawks', jersey: '9' },
      201,
    );
    // A game nobody has started: the statistician starts it, and so runs its clock.
    const game = await fixture.client.request<{ id: string }>(
      'POST',
      `/api/seasons/${fixture.seasonId}/games`,
      { homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, venue: 'Bench Arena' },
      201,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      [...fixture.client.cookies].map(([name, value]) => ({ name, value, url: server.url })),
    );
    await context.addInitScript(watchTaps);
    const page = await context.newPage();
    await page.goto(
      `${server.url}/tournaments/${fixture.tournamentId}/seasons/${fixture.seasonId}/games/${game.id}/console/statstwo`,
    );
    await page.getByTestId('connection-state').getByText('Online').waitFor();

    const label = (team: 'Hawks' | 'Comets', n: number) => `#${n + 3} Player${n} ${team}`;
    for (const [side, team] of [
      ['Home', 'Hawks'],
      ['Away', 'Comets'],
    ] as const) {
      const roster = page.getByRole('region', { name: new RegExp(`^${side} roster`) });
      await roster.getByRole('button', { name: 'Starting lineup' }).click();
      const dialog = page.getByRole('dialog', { name: /^Starting lineup/ });
      for (let n = 1; n <= 5; n++) {
        await dialog.getByRole('button', { name: label(team, n), exact: true }).click();
      }
      await dialog.getByRole('button', { name: 'Record lineup' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Finish the game' }).waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const home = page.getByRole('region', { name: /^Home roster/ });
    const away = page.getByRole('region', { name: /^Away roster/ });
    const clock = page.getByRole('region', { name: 'Clock' });
    const undoLast = page.getByTestId('undo-last');
    const tile = (roster: Locator, name: string) =>
      roster.getByRole('button', { name: new RegExp(`^${name}(, on court)?$`) });
    const results: TapToPaint['taps'] = [];
    const loadBefore = os.loadavg()[0]!;
    // Home's first player and the sixth take turns on court.
    let onCourt = label('Hawks', 1);
    let onBench = '#9 Player6 Hawks';

    const steps: Array<[Action, () => Promise<TapTime>]> = [
      [
        'clock start',
        () =>
          timedTap(
            page,
            clock.getByRole('button', { name: /^Start clock/ }),
            clock.getByRole('button', { name: /^Start clock/ }),
          ),
      ],
      [
        'made 2',
        async () => {
          await tile(home, onCourt).click();
          return timedTap(page, page.getByRole('button', { name: /^2PT made/ }), undoLast);
        },
      ],
      [
        'substitution',
        async () => {
          await home.getByRole('button', { name: 'Substitution' }).click();
          const dialog = page.getByRole('dialog', { name: /^Substitution/ });
          await dialog.getByRole('button', { name: onCourt, exact: true }).click();
          await dialog.getByRole('button', { name: onBench, exact: true }).click();
          const time = await timedTap(
            page,
            dialog.getByRole('button', { name: 'Record substitution' }),
            undoLast,
          );
          [onCourt, onBench] = [onBench, onCourt];
          return time;
        },
      ],
      [
        'foul',
        async () => {
          await tile(away, label('Comets', 2)).click();
          await page.getByRole('button', { name: /^Foul…/ }).click();
          const sheet = page.getByRole('dialog', { name: /^Foul:/ });
          return timedTap(page, sheet.getByRole('button', { name: /^Personal/ }), undoLast);
        },
      ],
      [
        // The foul just recorded: fouls never pile up into free throws or a player fouling out.
        'undo',
        async () => {
          await undoLast.click();
          const dialog = page.getByRole('dialog', { name: 'Undo this play?' });
          return timedTap(page, dialog.getByRole('button', { name: 'Undo play' }), undoLast);
        },
      ],
      [
        'clock stop',
        () =>
          timedTap(
            page,
            clock.getByRole('button', { name: /^Stop clock/ }),
            clock.getByRole('button', { name: /^Stop clock/ }),
          ),
      ],
    ];
    for (let i = 0; results.length < taps; i++) {
      const [action, run] = steps[i % steps.length]!;
      const time = await run();
      results.push({ action, ms: Math.max(time.paintMs, time.eventMs), ...time });
    }
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    return {
      taps: results,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1)!,
      loadBefore,
      loadAfter: os.loadavg()[0]!,
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function tapToPaintRows(r: TapToPaint): Row[] {
  const actions = [...new Set(r.taps.map((t) => t.action))];
  const medianOf = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const eventP95 = percentile(
    r.taps.map((t) => t.eventMs).sort((a, b) => a - b),
    95,
  );
  return [
    {
      figure: `Tap to paint on the stats console at 4× CPU slowdown: ${actions.join(', ')} (n=${r.taps.length})`,
      value:
        `p50 ${r.p50.toFixed(0)}, p95 ${r.p95.toFixed(0)}, max ${r.max.toFixed(0)} ms; medians ` +
        actions
          .map(
            (a) =>
              `${a} ${medianOf(r.taps.filter((t) => t.action === a).map((t) => t.ms)).toFixed(0)}`,
          )
          .join(', ') +
        ` ms; Event Timing alone p95 ${eventP95.toFixed(0)} ms; ` +
        `1-minute load ${r.loadBefore.toFixed(1)} before, ${r.loadAfter.toFixed(1)} after`,
      budget: 'p95 ≤ 100 ms',
      verdict: r.p95 <= 100 ? 'ok' : 'miss',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(tapToPaintRows(await tapToPaintBench({ taps: 50 })));
}
