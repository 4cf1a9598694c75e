// The bench's output: a row per figure, with its budget and verdict where it has one.
export interface Row {
  figure: string;
  value: string;
  budget?: string;
  verdict?: string;
}

export function printTable(list: readonly Row[]) {
  const cols = ['figure', 'value', 'budget', 'verdict'] as const;
  const widths = cols.map((c) => Math.max(c.length, ...list.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line([...cols]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of list) console.log(line(cols.map((c) => r[c] ?? '')));
}

export function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
