// Where a line of text may break, the same on score sheets and preview cards: between words, and
// between any two characters of the scripts written without spaces (Chinese and Japanese).

/** Scripts written without spaces: a line may break between any two of their characters. */
const unspaced = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
/** What a line may not break inside of: a word, or one such character; with the space after it. */
const piecePattern = new RegExp(String.raw`[${unspaced}]\s*|[^\s${unspaced}]+\s*|\s+`, 'gu');

/** `text` cut where a line may break, each piece with the spaces after it. */
export function breakPieces(text: string): string[] {
  return text.match(piecePattern) ?? [];
}
