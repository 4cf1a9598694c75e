// The characters a name must not carry onto a screen, a card, a page or a printout, in one place:
// the contract refuses them at input (contract/display-name.ts) and every output that shows
// stored text leaves them out, since names were stored before they were refused.
// - Control characters other than tab and line breaks (C0, DEL and C1) and the noncharacters
//   U+FFFE/U+FFFF: invisible, or a box, at best; XML allows neither C0 controls nor U+FFFE/U+FFFF,
//   so an SVG holding one cannot be drawn.
// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make
//   the text around them read in another order (U+202E then "slwO" shows as "Owls"), and an
//   unclosed one reorders whatever follows it on the page. The implicit marks (U+200E, U+200F,
//   U+061C) stay: they only settle the direction of neutral characters, and right-to-left text
//   needs them.

const hidden =
  '\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ufffe\\uffff';
const hiddenChar = new RegExp(`[${hidden}]`);
// NUL too on the way out: storableString refuses it at input with a message of its own.
const unshown = new RegExp(`[\\u0000${hidden}]`);
const unshownAll = new RegExp(`[\\u0000${hidden}]`, 'g');

/** Whether `text` holds a character no name may hold (NUL aside: storableString refuses it). */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenChar.test(text);
}

/** `text` as it may be shown: those characters (and NUL) left out, everything else as stored. */
export function displayText(text: string): string {
  return unshown.test(text) ? text.replace(unshownAll, '') : text;
}

/**
 * Every string inside `value` (plain objects and arrays of JSON-like data) as displayText makes
 * it. Objects and arrays are copied only where something changed, so a payload without such
 * characters comes back as the same object.
 */
export function displayTexts<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return displayText(value);
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    let copy: unknown[] | null = null;
    items.forEach((item, i) => {
      const cleaned = clean(item);
      if (cleaned !== item) (copy ??= [...items])[i] = cleaned;
    });
    return copy ?? items;
  }
  if (value !== null && typeof value === 'object' && isPlain(value)) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const cleaned = clean(item);
      if (cleaned !== item) (copy ??= { ...value })[key] = cleaned;
    }
    return copy ?? value;
  }
  return value;
}

/** An object literal's shape: a Date, a Map or a class instance is left as it is. */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
