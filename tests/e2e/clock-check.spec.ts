// The Clock check as a timekeeper meets it: two time & score consoles on two devices, one of them
// offline while it changes the clock. Both consoles and the operators' monitor name the devices as
// the crew named them (and "this device" for their own), say what the clock will read after each
// choice, never move Start/Stop when the check appears, and a choice made on the monitor settles
// it everywhere with the clock reading what the check showed.
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedLiveGame, type SeededGame } from './support/live-game.ts';

const phone = {
  name: 'phone',
  viewport: { width: 390, height: 844 },
  userAgent: devices['Pixel 7'].userAgent,
};
const tablet = {
  name: 'tablet',
  viewport: { width: 820, height: 1180 },
  userAgent: devices['Galaxy Tab S4'].userAgent,
};
type Device = typeof phone;

async function signedIn(
  browser: Browser,
  game: SeededGame,
  options: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const res = await context.request.post('/api/auth/sign-in/email', {
    data: { email: game.owner.email, password: game.owner.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { context, page: await context.newPage() };
}

const startStop = (page: Page) => page.getByRole('button', { name: /^(Start|Stop) clock/ });

for (const [tableDevice, otherDevice] of [
  [phone, tablet],
  [tablet, phone],
] as [Device, Device][]) {
  test(`a Clock check on a ${tableDevice.name} at the table and a ${otherDevice.name} that was offline`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const game = await seedLiveGame(page);
    const open = (d: Device) =>
      signedIn(browser, game, {
        viewport: d.viewport,
        userAgent: d.userAgent,
        hasTouch: true,
        isMobile: true,
      });
    const table = await open(tableDevice);
    const other = await open(otherDevice);
    for (const { page: p } of [table, other]) {
      await p.goto(game.consoleUrl('timescore'));
      await expect(p.getByTestId('connection-state')).toHaveText('Online');
    }

    // Each device names itself from the console and what it is; the table's crew renames theirs.
    const otherName = `Time & score · ${otherDevice.name}`;
    await expect(other.page.getByTestId('device-name')).toHaveText(`This device: ${otherName}`);
    await expect(table.page.getByTestId('device-name')).toHaveText(
      `This device: Time & score · ${tableDevice.name}`,
    );
    await table.page.getByTestId('device-name').click();
    // Typed key by key: its space must not start the clock.
    const nameField = table.page.getByRole('textbox', { name: 'Name' });
    await nameField.clear();
    await nameField.pressSequentially('Table laptop');
    await table.page.getByRole('button', { name: 'Save name' }).click();
    await expect(table.page.getByTestId('device-name')).toHaveText('This device: Table laptop');

    // The table runs the clock; the other device sees who does, by name.
    await startStop(table.page).click();
    await expect(startStop(table.page)).toHaveText(/^Stop clock/);
    await expect(other.page.getByTestId('clock-owner-note')).toContainText(
      'The clock is run from Table laptop.',
    );

    // Offline, the other device takes the clock and stops it; the table stops it a little later.
    await other.context.setOffline(true);
    await other.page.getByRole('button', { name: 'Take over the clock' }).click();
    await startStop(other.page).click();
    await expect(startStop(other.page)).toHaveText(/^Start clock/);
    const otherClock = (await other.page.getByTestId('game-clock').textContent())!;
    await table.page.waitForTimeout(2500);
    await startStop(table.page).click();
    await expect(startStop(table.page)).toHaveText(/^Start clock/);
    await expect(table.page.getByTestId('waiting-count')).toHaveText('All sent');
    const tableClock = (await table.page.getByTestId('game-clock').textContent())!;
    expect(tableClock).not.toBe(otherClock);
    const before = await startStop(table.page).boundingBox();

    // Back online after an outage longer than a takeover's round trip (a takeover that reaches the
    // server over 3 s after it was made was made offline): the check appears on both, over the
    // page, Start/Stop where it was.
    await other.page.waitForTimeout(3_500);
    await other.context.setOffline(false);
    await expect(other.page.getByTestId('waiting-count')).toHaveText('All sent', {
      timeout: 30_000,
    });
    const tableCheck = table.page.getByTestId('clock-conflicts');
    await expect(tableCheck).toContainText(
      `${otherName} changed the clock while this device ran it:`,
    );
    expect(await startStop(table.page).boundingBox()).toEqual(before);
    // Nothing of the check lies over Start/Stop: its centre and corners hit the button itself.
    const cover = await startStop(table.page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 3, r.top + 3],
        [r.right - 3, r.bottom - 3],
      ] as const;
      const hit = points.map(([x, y]) => document.elementFromPoint(x, y));
      return hit.every((top) => top !== null && (el.contains(top) || top.contains(el)));
    });
    expect(cover, 'Start/Stop is not covered by the check').toBe(true);
    await expect(
      tableCheck.getByRole('button', { name: `Use the clock on ${otherName}` }),
    ).toBeVisible();
    await expect(
      tableCheck.getByRole('button', { name: "Keep this device's clock" }),
    ).toBeVisible();
    await expect(tableCheck.getByTestId('clock-check-use-result')).toContainText(` ${otherClock} `);
    await expect(tableCheck.getByTestId('clock-check-keep-result')).toContainText(
      ` ${tableClock} `,
    );

    const otherCheck = other.page.getByTestId('clock-conflicts');
    await expect(otherCheck).toContainText(
      'This device changed the clock while Table laptop ran it. Its changes were set aside:',
    );
    await expect(otherCheck.getByRole('button', { name: "Use this device's clock" })).toBeVisible();
    await expect(
      otherCheck.getByRole('button', { name: 'Keep the clock on Table laptop' }),
    ).toBeVisible();
    await expect(otherCheck.getByTestId('clock-check-use-result')).toContainText(` ${otherClock} `);
    await expect(otherCheck.getByTestId('clock-check-keep-result')).toContainText(
      ` ${tableClock} `,
    );

    // The operators' monitor, on a third device, names both and settles it.
    const monitor = await signedIn(browser, game, { viewport: { width: 1280, height: 800 } });
    await monitor.page.goto(game.outputUrl('scoreboard-view'));
    await expect(monitor.page.getByTestId('clock-owner')).toHaveText(
      'The clock is run from Table laptop.',
    );
    await expect(monitor.page.getByTestId('presence-list')).toContainText('Table laptop');
    await expect(monitor.page.getByTestId('presence-list')).toContainText(otherName);
    const monitorCheck = monitor.page.getByTestId('monitor-clock-check');
    await expect(monitorCheck).toContainText(
      `${otherName} changed the clock while Table laptop ran it:`,
    );
    await expect(monitorCheck.getByTestId('clock-check-use-result')).toContainText(
      ` ${otherClock} `,
    );
    await monitorCheck.getByRole('button', { name: `Use the clock on ${otherName}` }).click();

    // Settled everywhere: the clock reads what the check showed, and the table still runs it.
    for (const p of [table.page, other.page, monitor.page]) {
      await expect(
        p.getByTestId('clock-conflicts').or(p.getByTestId('monitor-clock-check')),
      ).toHaveCount(0);
    }
    await expect(table.page.getByTestId('game-clock')).toHaveText(otherClock);
    await expect(other.page.getByTestId('game-clock')).toHaveText(otherClock);
    await expect(startStop(table.page)).toBeEnabled();
    expect(await startStop(table.page).boundingBox()).toEqual(before);
    for (const c of [table, other, monitor]) await c.context.close();
  });
}

test('on a phone, Start/Stop stays where it was as the clock turns from 10:00 to 9:59', async ({
  page,
  browser,
}) => {
  const game = await seedLiveGame(page);
  const table = await signedIn(browser, game, {
    viewport: phone.viewport,
    userAgent: phone.userAgent,
    hasTouch: true,
    isMobile: true,
  });
  await table.page.goto(game.consoleUrl('timescore'));
  await expect(table.page.getByTestId('connection-state')).toHaveText('Online');
  await expect(table.page.getByTestId('game-clock')).toHaveText('10:00');
  const where = async () => {
    const box = (await startStop(table.page).boundingBox())!;
    return { x: box.x, width: box.width };
  };
  const atTen = await where();
  await startStop(table.page).click();
  await expect(table.page.getByTestId('game-clock')).toHaveText(/^9:5\d$/);
  await startStop(table.page).click();
  await expect(startStop(table.page)).toHaveText(/^Start clock/);
  expect(await where()).toEqual(atTen);
  await table.context.close();
});
