/**
 * Text as a search compares it in any language: compatibility forms unfolded (the "ﬁ" ligature
 * is "fi"), accents and other marks dropped, lower case. "Pívot" and "pivot", "España" and
 * "espana" are the same word.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
