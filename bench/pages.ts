// `npm run bench:pages`: the first-visit figures alone (transferred bytes at 127.0.0.1 and at the
// LAN address, then Lighthouse), for iterating on page weight without the whole bench. Runs after
// a build: `node --import tsx bench/pages.ts`, or with `--bytes` for the transferred bytes alone.
import os from 'node:os';
import { firstVisitPages } from './first-visit-pages.ts';
import { lighthouseBench, lighthouseRows } from './lighthouse.ts';
import { pageBytesBench, pageBytesRows } from './page-bytes.ts';
import { printTable, type Row } from './table.ts';

const loadAtStart = os.loadavg()[0]!;
const rows: Row[] = [
  ...pageBytesRows(await pageBytesBench(firstVisitPages, 'loopback'), 'loopback'),
  ...pageBytesRows(await pageBytesBench(firstVisitPages, 'lan'), 'lan'),
  ...(process.argv.includes('--bytes') ? [] : lighthouseRows(await lighthouseBench({ runs: 5 }))),
];
console.log(
  `Tempo first visits, production build; 1-minute load average ${loadAtStart.toFixed(1)} at the ` +
    `start, ${os.loadavg()[0]!.toFixed(1)} at the end.\n`,
);
printTable(rows);
if (rows.some((r) => r.verdict === 'OVER')) process.exitCode = 1;
