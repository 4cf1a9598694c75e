// The columns the public tables show of a stat line: the counting stats a reader looks for, in
// the order box scores print them, as header cells and as one row's cells.
import type { MessageKey } from '../i18n/catalogues.ts';
import type { StatLine } from '../domain/stats/game-box.ts';
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

export function StatHeaderCells(props: { words: Words }) {
  return (
    <>
      {statColumns.map((c) => {
        const column = columnWords(props.words, c.label);
        return (
          <th key={c.key} scope="col" title={column.title}>
            {column.label}
          </th>
        );
      })}
    </>
  );
}

export function StatCells(props: { line: StatLine; locale: string }) {
  return (
    <>
      {statColumns.map((c) => (
        <td key={c.key}>{formatStat(props.locale, props.line[c.key])}</td>
      ))}
    </>
  );
}
