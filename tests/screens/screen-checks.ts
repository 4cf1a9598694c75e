// What the browser check of every screen (screens.spec.ts) looks for on a page, as the person
// sees it: the page wider than the screen; text cut by its box unless deliberately ellipsised
// with the whole text on hover (layout-checks.ts); in the pseudo-locale, words that did not come
// through a catalogue or Intl; table headers out of step with their columns (table-checks.ts).
// Each finding names the element, so a failure says where to look.
import type { Page } from '@playwright/test';
import { findCutText } from '../e2e/support/layout-checks.ts';
import { misalignedColumns } from '../e2e/support/table-checks.ts';

export interface ScreenCheckOptions {
  /** The page is in the pseudo-locale: every visible word must carry its accents. */
  pseudo: boolean;
  /**
   * Words shown as they are in every language: the seeded names of people, teams and places, and
   * brand words. The one reviewed list of exceptions.
   */
  asIs: readonly string[];
}

/** Everything the check finds wrong on the page as it stands, one sentence each. */
export async function screenProblems(page: Page, options: ScreenCheckOptions): Promise<string[]> {
  const found = await page.evaluate(({ pseudo, asIs }) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;

    const describe = (el: Element): string => {
      const testId = el.getAttribute('data-testid');
      const classes = [...el.classList].filter((c) => !c.startsWith('m_')).slice(0, 2);
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${
        classes.length ? ` .${classes.join('.')}` : ''
      }> "${text}"`;
    };
    const seen = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Text a screen reader reads and nobody sees: clipped to a pixel on purpose.
    const visuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.clip !== '') return true;
        if (style.clipPath !== 'none') return true;
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };

    // 1. The page wider than the screen, and the elements that make it so.
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewportWidth + 1) {
      // What can widen the page: neither a fixed box (a header as wide as the page, whatever
      // widened it) nor anything inside a box that clips or scrolls it (a wide table in its
      // scroller), nor what is inside those.
      const cannotWiden = (el: Element) => {
        if (getComputedStyle(el).position === 'fixed') return true;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.position === 'fixed' || style.overflowX !== 'visible') return true;
        }
        return false;
      };
      const culprits = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.right <= viewportWidth + 1 || !seen(el) || cannotWiden(el)) return false;
        // The outermost offender: its parent fits.
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= viewportWidth + 1;
      });
      problems.push(
        `the page is ${pageWidth - viewportWidth} px wider than the screen: ${culprits
          .slice(0, 3)
          .map(describe)
          .join('; ')}`,
      );
    }

    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.textContent ?? '').trim() !== '') texts.push(node as Text);
    }

    // 2. In the pseudo-locale, a word without accents came from somewhere else than a catalogue
    // or Intl: a literal in the code, or a value the server wrote in English.
    if (pseudo) {
      const words = asIs.flatMap((name) => name.match(/[A-Za-z0-9]+/g) ?? []);
      // A name's initials stand for it on an avatar ("AS" for Ada Stone).
      const initials = asIs.map((name) =>
        (name.match(/[A-Za-z0-9]+/g) ?? [])
          .slice(0, 2)
          .map((w) => w[0])
          .join('')
          .replace(/[0-9]/g, ''),
      );
      const allowed = new Set([...words, ...initials].map((w) => w.toLowerCase()));
      const reported = new Set<string>();
      for (const text of texts) {
        const owner = text.parentElement;
        if (!owner || !seen(owner) || visuallyHidden(owner)) continue;
        // Codes people copy (invite codes, certificate fingerprints, embed snippets) are data.
        if (owner.closest('script, style, noscript, code, pre, textarea')) continue;
        const content = (text.textContent ?? '')
          .replace(/\S+:\/\/\S+/g, ' ')
          .replace(/\S+@\S+\.\S+/g, ' ');
        // Words only: a token with digits in it is a code (an invite, a device, a version), and a
        // key cap's single letter is the letter on the key in every language.
        const isKeyLetter =
          owner.closest('kbd') !== null && /^\W*[A-Za-z]\W*$/.test(content.trim());
        const plainWords = isKeyLetter
          ? []
          : (content.match(/[A-Za-z0-9]+/g) ?? []).filter(
              (word) => /^[A-Za-z]+$/.test(word) && !allowed.has(word.toLowerCase()),
            );
        if (plainWords.length === 0) continue;
        const line = content.trim().replace(/\s+/g, ' ').slice(0, 60);
        if (reported.has(line)) continue;
        reported.add(line);
        problems.push(
          `not from a catalogue: ${plainWords.slice(0, 4).join(' ')} in "${line}" in ${describe(owner)}`,
        );
      }
    }

    return problems;
  }, options);
  const cut = (await findCutText(page)).map(
    (c) => `text cut by its box (${c.overflow}): <${c.element}> "${c.text}"`,
  );
  return [...found, ...cut, ...(await misalignedColumns(page))];
}
