// The browser check of every screen: every route of the app, every console, every output, the
// public league site and its embeds, in English, Spanish and the pseudo-locale (accented and
// about 40 % longer: text that did not come from a catalogue shows in plain letters, and a label
// that only fits in English is cut), at a phone both ways, a tablet and a laptop. On each screen:
// the page no wider than the screen, no text cut by its box, every table's header over its
// columns, and in the pseudo-locale no word without its accents (screen-checks.ts).
// Every problem of a language and kind of device is listed at once, each with its screen and size.
import type { Page } from '@playwright/test';
import { pseudoLocale } from '../../src/i18n/pseudo-locale.ts';
import { expect, test } from '../e2e/support/fixtures.ts';
import { screensOf, seedLeague } from './league-screens.ts';
import { screenProblems } from './screen-checks.ts';

const phone = { name: 'phone', width: 390, height: 844 };
const phoneSideways = { name: 'phone sideways', width: 844, height: 390 };
const tablet = { name: 'tablet', width: 768, height: 1024 };
const laptop = { name: 'laptop', width: 1280, height: 800 };

/**
 * The sizes a screen is checked at, by the kind of device: a touch device is turned and resized
 * under the loaded screen (as a phone turns in the hand), so each screen loads once for the three.
 */
const devicesToCheck = [
  { name: 'touch', sizes: [phone, phoneSideways, tablet], touch: true },
  { name: 'laptop', sizes: [laptop], touch: false },
] as const;

const languages = ['en', 'es', pseudoLocale] as const;

/** Brand words, shown as they are in every language. */
const brandWords = [
  'Tempo',
  // Browsers and systems, as a session's device is named on the profile.
  ...['Chrome', 'Edge', 'Firefox', 'Opera', 'Safari'],
  ...['Android', 'ChromeOS', 'iOS', 'Linux', 'macOS', 'Windows'],
];

/** The address in `language`: outputs and public pages by `?lang=`, the app by the profile. */
function inLanguage(path: string, language: string): string {
  if (!/\/output\/|\/leagues\/|^\/embed\//.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** Waits until the screen has drawn what it loads: no loader left, fonts in. */
async function settled(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        document.body.innerText.trim().length > 0 &&
        ![...document.querySelectorAll('.mantine-Loader-root')].some((loader) =>
          loader.checkVisibility({ visibilityProperty: true }),
        ),
      null,
      { timeout: 15_000 },
    );
    // Transitions (menus, fades) end within Mantine's 200 ms.
    await page.waitForTimeout(300);
    return true;
  } catch {
    return false;
  }
}

for (const device of devicesToCheck) {
  for (const language of languages) {
    const sizes = device.sizes.map((size) => `${size.name} ${size.width}×${size.height}`);
    test(`every screen fits and speaks ${language} at ${sizes.join(', ')}`, async ({ browser }) => {
      test.setTimeout(420_000);
      const [first] = device.sizes;
      const size = {
        viewport: { width: first.width, height: first.height },
        hasTouch: device.touch,
        isMobile: device.touch,
        locale: language,
      };
      const member = await browser.newContext(size);
      const visitor = await browser.newContext(size);
      const seeding = await member.newPage();
      const league = await seedLeague(seeding);
      const me = await seeding.request.patch('/api/me', { data: { locale: language } });
      expect(me.status(), await me.text()).toBe(200);
      await seeding.close();

      const problems: string[] = [];
      const asIs = [...brandWords, ...league.seedNames];
      const pages = { member: await member.newPage(), visitor: await visitor.newPage() };
      for (const screen of screensOf(league)) {
        const page = screen.signedOut ? pages.visitor : pages.member;
        const url = inLanguage(screen.path, language);
        const found: string[] = [];
        await page.setViewportSize({ width: first.width, height: first.height });
        const answer = await page.goto(url);
        if ((!answer || answer.status() >= 400) && screen.name !== 'page not found')
          found.push(`${url} answered ${answer?.status()}`);
        for (const at of device.sizes) {
          if (at !== first) await page.setViewportSize({ width: at.width, height: at.height });
          if (!(await settled(page))) {
            found.push(`${url} at ${at.name}: still loading after 15 s`);
            break;
          }
          for (const problem of await screenProblems(page, {
            pseudo: language === pseudoLocale,
            asIs,
          }))
            found.push(`${url} at ${at.name}: ${problem}`);
        }
        // SCREENS_LOG=1 prints each screen's findings as they come, to work through them.
        if (process.env.SCREENS_LOG) console.log(`[${screen.name}]`, found.join('\n  ') || 'ok');
        problems.push(...found.map((problem) => `${screen.name}: ${problem}`));
      }
      await member.close();
      await visitor.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
