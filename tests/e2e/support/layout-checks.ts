// Layout checks for any screen, in any language: the page does not scroll sideways, and no text
// a person is shown is cut off without a way to read all of it.
//
// A text counts as cut when the box that holds it is narrower (or, clipped, shorter) than what it
// holds. That is allowed only where it is deliberate: the box ends the text with an ellipsis (or
// clamps its lines) AND the full text is in a `title` on the box or on what holds it, so a hover
// or focus shows it. What the check leaves alone: what is not shown (display:none, hidden,
// zero-sized, screen-reader-only text in a 1 px clipped box), form fields (a long value scrolls
// inside its field), and anything inside a box that is meant to scroll sideways (a wide table in
// an overflow-x:auto wrapper), which the person scrolls to read.
import { expect, type Locator, type Page } from '@playwright/test';

/** The page is no wider than the viewport: nothing makes it scroll sideways. */
export async function expectNoOverflow(page: Page) {
  const { scrollWidth, screenWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    screenWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${screenWidth} px screen`,
  ).toBeLessThanOrEqual(screenWidth);
}

export interface CutText {
  text: string;
  element: string;
  /** What overflows: e.g. "width 212 > 180". */
  overflow: string;
}

/** Every text inside `root` (the whole page by default) is shown whole, or deliberately ellipsised
 * with its full text on hover. Fails listing each cut text. */
export async function expectNoCutText(page: Page, root?: Locator) {
  const cut = await findCutText(page, root);
  expect(
    cut,
    `texts cut off:\n${cut.map((c) => `  "${c.text}" (${c.element}: ${c.overflow})`).join('\n')}`,
  ).toEqual([]);
}

/** The cut texts inside `root`, for a test that wants to say more than `expectNoCutText`. */
export async function findCutText(page: Page, root?: Locator): Promise<CutText[]> {
  const handle = root ? await root.elementHandle() : await page.evaluateHandle(() => document.body);
  if (handle === null) throw new Error('expectNoCutText: the root is not on the page');
  return handle.evaluate((rootEl: Element) => {
    const formFields =
      'input, textarea, select, option, [contenteditable=""], [contenteditable="true"]';
    const found: { text: string; element: string; overflow: string }[] = [];

    const scrollsSideways = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll';
    };
    const clips = (value: string) => value !== 'visible';

    /** Not shown, or shown only to screen readers. */
    const unseen = (el: Element) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return true;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      const s = getComputedStyle(el);
      return s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute';
    };

    /** The text a person reads in `el`, screen-reader-only text and form values left out. */
    const shownText = (el: Element): string => {
      let text = '';
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
        else if (node instanceof Element && !node.matches(formFields) && !unseen(node)) {
          text += shownText(node);
        }
      }
      return text.replace(/\s+/g, ' ').trim();
    };

    /** The full text is a hover (or focus) away: in a title on the element or around it. */
    const fullTextOnHover = (el: Element, text: string) => {
      const wanted = text.replace(/…$/, '').trim();
      for (let at: Element | null = el; at !== null; at = at.parentElement) {
        const title = at.getAttribute('title');
        if (title !== null && title.replace(/\s+/g, ' ').includes(wanted)) return true;
        if (at === rootEl) break;
      }
      return false;
    };

    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string'
          ? el.className.trim().split(/\s+/).slice(0, 2).join('.')
          : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${testId ? `[data-testid=${testId}]` : ''}`;
    };

    const walk = (el: Element) => {
      if (el.matches(formFields) || el.matches('svg, canvas, img, video, iframe')) return;
      if (unseen(el)) return;
      // What scrolls sideways is read by scrolling: neither it nor anything inside it is cut.
      if (el !== document.documentElement && el !== document.body && scrollsSideways(el)) return;
      const s = getComputedStyle(el);
      const text = shownText(el);
      if (text !== '' && el !== document.documentElement && el !== document.body) {
        // A box that lets its content spill out cuts nothing itself: the text it holds directly
        // is checked here, a child's text in the child (and in any box around it that clips).
        const ownsText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        const wide = el.scrollWidth > el.clientWidth + 1 && (ownsText || clips(s.overflowX));
        // Taller than the box only cuts when the box clips (a line clamp, a fixed height).
        const tall =
          clips(s.overflowY) &&
          s.overflowY !== 'auto' &&
          s.overflowY !== 'scroll' &&
          el.scrollHeight > el.clientHeight + 1;
        if (wide || tall) {
          const ellipsised =
            (wide && s.textOverflow === 'ellipsis') ||
            (tall &&
              s.getPropertyValue('-webkit-line-clamp') !== 'none' &&
              s.getPropertyValue('-webkit-line-clamp') !== '');
          if (!(ellipsised && fullTextOnHover(el, text))) {
            found.push({
              text: text.slice(0, 80),
              element: describe(el),
              overflow: wide
                ? `width ${el.scrollWidth} > ${el.clientWidth}${ellipsised ? ', ellipsis without a title' : ''}`
                : `height ${el.scrollHeight} > ${el.clientHeight}${ellipsised ? ', clamped without a title' : ''}`,
            });
          }
        }
      }
      for (const child of el.children) walk(child);
    };
    walk(rootEl);
    return found;
  });
}
