// A position written in a roster file, in any language Tempo speaks: each catalogue's names and
// abbreviations (`position.*` of `common`), plus the English codes and names, since files travel
// from one league to another. Accents, case, spaces and dashes do not count: "PÍVOT", "pivot" and
// "Pivô" are all read. Pure, for the server's import and its tests.
import { positionNames, positions, type Position } from '../../../contract/teams.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { foldAccents } from '../../../i18n/fold-accents.ts';
import type { Translate } from '../../../i18n/translator.ts';

type Common = Translate<MessageKey<'common'>>;

/** What a cell says: one position, a word that could be several, or nothing Tempo knows. */
export type PositionReading =
  { position: Position } | { ambiguous: Position[] } | { unknown: true };

/** Words compared without accents, case or separators: "Ala-Pívot" → "ala pivot". */
export function foldWord(text: string): string {
  return foldAccents(text)
    .replace(/[\s_\-.]+/g, ' ')
    .trim();
}

/**
 * The generic guard and forward share their word with one of the five positions in several
 * languages ("arrière", "alero", "ala", "armador"): the word means the position of the five, which
 * is how the federations' rosters use it. G and F keep their codes and their own words (EXT, AL).
 */
const genericOf: Partial<Record<Position, Position>> = {
  PG: 'G',
  SG: 'G',
  SF: 'F',
  PF: 'F',
};

/** Several positions written in one cell: "B/E", "PG, SG", "base o escolta". */
const several = /\s*(?:[/|,;+&]|\s(?:o|or|ou|y|e|et|and)\s)\s*/i;

export interface PositionWords {
  read(cell: string): PositionReading;
}

/** The words of `languages` (each one's `common` catalogue) and the English ones. */
export function positionWords(languages: readonly Common[]): PositionWords {
  const meanings = new Map<string, Set<Position>>();
  const add = (word: string, position: Position) => {
    const key = foldWord(word);
    if (!key) return;
    const set = meanings.get(key) ?? new Set<Position>();
    set.add(position);
    meanings.set(key, set);
  };
  for (const p of positions) {
    add(p, p);
    add(positionNames[p], p);
    for (const t of languages) {
      add(t(`position.${p}`), p);
      add(t(`position.${p}.long`), p);
    }
  }
  add('centre', 'C');

  const resolved = new Map<string, PositionReading>();
  for (const [word, set] of meanings) {
    const found = [...set];
    const specific = found.filter((p) => !found.some((q) => genericOf[q] === p));
    resolved.set(
      word,
      specific.length === 1
        ? { position: specific[0]! }
        : { ambiguous: positions.filter((p) => specific.includes(p)) },
    );
  }

  const readOne = (text: string): PositionReading =>
    resolved.get(foldWord(text)) ?? { unknown: true };

  return {
    read(cell) {
      const whole = readOne(cell);
      if (!('unknown' in whole)) return whole;
      // "Base/Escolta": two positions the person must choose between, said as such.
      const parts = cell.split(several).filter((part) => part.trim() !== '');
      if (parts.length < 2) return whole;
      const read = parts.map(readOne);
      if (read.some((r) => 'unknown' in r)) return whole;
      const named = new Set(
        read.flatMap((r) => ('position' in r ? [r.position] : 'ambiguous' in r ? r.ambiguous : [])),
      );
      if (named.size === 1) return { position: [...named][0]! };
      return { ambiguous: positions.filter((p) => named.has(p)) };
    },
  };
}
