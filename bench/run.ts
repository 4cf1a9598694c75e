// `npm run bench`: figures worth watching, printed as a table. Runs against the production build
// (npm run bench builds first). Each figure is a median of several runs, with min and max, since
// these machines are small and shared.
import { startupBench } from './startup.ts';
import { pageJsBench } from './page-js.ts';

const rows: Array<{ figure: string; value: string; budget?: string; verdict?: string }> = [];

const startup = await startupBench({ runs: 5 });
for (const s of startup) {
  rows.push({
    figure: `npm start → healthy /api/health (${s.label})`,
    value: `median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)}, n=${s.n})`,
  });
}

const loginBudget = 200 * 1024;
const login = await pageJsBench('/login');
rows.push({
  figure: 'JS loaded by /login (gzip -6)',
  value: `${kb(login.gzipBytes)} in ${login.files} files (${kb(login.rawBytes)} raw)`,
  budget: `≤ ${kb(loginBudget)}`,
  verdict: login.gzipBytes <= loginBudget ? 'ok' : 'OVER',
});

printTable(rows);
if (rows.some((r) => r.verdict === 'OVER')) process.exitCode = 1;

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printTable(list: typeof rows) {
  const cols = ['figure', 'value', 'budget', 'verdict'] as const;
  const widths = cols.map((c) => Math.max(c.length, ...list.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line([...cols]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of list) console.log(line(cols.map((c) => r[c] ?? '')));
}
