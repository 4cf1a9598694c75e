// The pseudo-locale, `en-XA`: English with every letter accented, each message bracketed and about
// 40 % longer (`Statistics console` → `[Šţåţîšţîçš çöñšöļé ~~~~]`). Nobody reads it; developers
// and the browser check of every screen do. Text on screen without accents did not come from a
// catalogue; a missing bracket shows a message cut short or glued from pieces; a label that fits
// in English but not here will not fit in Spanish or French either. Its messages are made from the
// English catalogues wherever those are loaded (pseudo-messages.ts), never kept as a folder of
// their own, so they cannot fall behind; what Intl writes in it (dates, numbers) is accented too
// (intl-format.ts).

/** The pseudo-locale's tag: the one Android and Chromium use for accented pseudo-English. */
export const pseudoLocale = 'en-XA';

/** The language its words are made from, and whose rules Intl applies to it. */
export const pseudoSource = 'en';

export function isPseudoLocale(locale: unknown): boolean {
  return String(locale) === pseudoLocale;
}

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accentOf = new Map([...plain].map((letter, i) => [letter, [...accented][i]!]));

/** Every ASCII letter of `text` accented; everything else (digits, signs, spaces) as it is. */
export function accentLetters(text: string): string {
  let out = '';
  for (const char of text) out += accentOf.get(char) ?? char;
  return out;
}
