/** @jsxImportSource preact */
/** @jsxRuntime automatic */
// The columns the public tables show of a stat line: the counting stats a reader looks for, in
// the order box scores print them, as header cells and as one row's cells.
import type { StatLine } from '../domain/stats/game-box.ts';
import { formatStat } from './format.ts';

export const statColumns: Array<{ key: keyof StatLine; label: string; title: string }> = [
  { key: 'points', label: 'PTS', title: 'Points' },
  { key: 'rebounds', label: 'REB', title: 'Rebounds' },
  { key: 'assists', label: 'AST', title: 'Assists' },
  { key: 'steals', label: 'STL', title: 'Steals' },
  { key: 'blocks', label: 'BLK', title: 'Blocks' },
  { key: 'turnovers', label: 'TO', title: 'Turnovers' },
  { key: 'personalFouls', label: 'PF', title: 'Personal fouls' },
];

export function StatHeaderCells() {
  return (
    <>
      {statColumns.map((c) => (
        <th key={c.key} scope="col" title={c.title}>
          {c.label}
        </th>
      ))}
    </>
  );
}

export function StatCells(props: { line: StatLine }) {
  return (
    <>
      {statColumns.map((c) => (
        <td key={c.key}>{formatStat(props.line[c.key])}</td>
      ))}
    </>
  );
}
