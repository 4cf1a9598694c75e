// The bench's output: a row per figure, with its budget and verdict where it has one.
export interface Row {
  figure: string;
  value: string;
  /** The figure as filed in an issue, for rows measured again after a fix. */
  filed?: string;
  budget?: string;
  verdict?: string;
}

export function printTable(list: readonly Row[]) {
  // The filed column appears only when a row has one, so the usual table keeps its shape.
  const cols = list.some((r) => r.filed !== undefined)
    ? (['figure', 'value', 'filed', 'budget', 'verdict'] as const)
    : (['figure', 'value', 'budget', 'verdict'] as const);
  const widths = cols.map((c) => Math.max(c.length, ...list.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line([...cols]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of list) console.log(line(cols.map((c) => r[c] ?? '')));
}

export function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
