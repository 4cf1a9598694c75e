// `npm run bench`: figures worth watching, printed as a table. Runs against the production build
// (npm run bench builds first). Timings are medians or percentiles over many runs, never a single
// best run, since these machines are small and shared; the schedule commit is the one exception
// (it can only run once per season) and says so.
import os from 'node:os';
import { apiLatencyBench } from './api-latency.ts';
import { startupBench } from './startup.ts';
import { pageJsBench } from './page-js.ts';
import { seasonTeamsPage } from './season-teams-page.ts';

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

const teamsPage = await pageJsBench(seasonTeamsPage);
rows.push({
  figure: 'JS loaded by /tournaments/:id/seasons/:sid/teams, signed in (gzip -6)',
  value: `${kb(teamsPage.gzipBytes)} in ${teamsPage.files} files (${kb(teamsPage.rawBytes)} raw)`,
});

const api = await apiLatencyBench({ warmups: 20, n: 200 });
rows.push({
  figure: `POST /api/seasons/:id/schedule, commit (${api.gameCount} games)`,
  value: `${api.scheduleMs.toFixed(0)} ms (single run)`,
});
for (const f of api.figures) {
  rows.push({
    figure: f.label,
    value: `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)} ms; ${f.perSecond.toFixed(0)} req/s (n=${f.n})`,
  });
}

console.log(
  `Tempo bench on ${os.cpus().length} shared cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
    'production build, embedded PGlite; API figures are one client sending sequential requests ' +
    'over keep-alive HTTP to a 12-team league with 132 games, half final.\n',
);
printTable(rows);
if (rows.some((r) => r.verdict === 'OVER')) process.exitCode = 1;

function ms(value: number) {
  return value.toFixed(1);
}

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
