// The columns the public tables show of a stat line: the counting stats a reader looks for, in
// the order box scores print them, as DataTable columns over any row that carries a stat line.
import type { MessageKey } from '../i18n/catalogues.ts';
import type { StatLine } from '../domain/stats/game-box.ts';
import type { Column } from './data-table.tsx';
import { formatStat } from './format.ts';
import type { Words } from './words.ts';

type BoxColumn = Extract<MessageKey<'common'>, `box.${string}`>;

/** Each column's stat and its box-score abbreviation; the full name is the `.long` message. */
export const statColumns: Array<{ key: keyof StatLine; label: BoxColumn }> = [
  { key: 'points', label: 'box.pts' },
  { key: 'rebounds', label: 'box.reb' },
  { key: 'assists', label: 'box.ast' },
  { key: 'steals', label: 'box.stl' },
  { key: 'blocks', label: 'box.blk' },
  { key: 'turnovers', label: 'box.tov' },
  { key: 'personalFouls', label: 'box.pf' },
  { key: 'foulsDrawn', label: 'box.pfd' },
];

/** A column's abbreviation and full name, in the page's language. */
export function columnWords(words: Words, label: BoxColumn): { label: string; title: string } {
  return { label: words.tc(label), title: words.tc(`${label}.long` as BoxColumn) };
}

/** The stat columns of a table whose rows carry a stat line at `lineOf(row)`. */
export function statLineColumns<Row>(
  words: Words,
  lineOf: (row: Row) => StatLine,
): Array<Column<Row>> {
  return statColumns.map((c) => {
    const column = columnWords(words, c.label);
    return {
      id: c.key,
      header: column.label,
      title: column.title,
      align: 'end',
      cell: (row: Row) => formatStat(words.locale, lineOf(row)[c.key]),
    };
  });
}
