// The page budgets written in src/web/README.md are the ones the page-weight test and the bench
// hold pages to.
import { describe, expect, it } from 'vitest';
import { pageBudgets } from '../e2e/support/page-budgets.ts';
import { readDoc, tableAfter } from './markdown-table.ts';

/** What the README's table calls each page of the budgets, in their order. */
const tableNames: Record<keyof typeof pageBudgets, string> = {
  login: '`/login`',
  console: 'a console',
  scoreboard: 'the public scoreboard, and its overlay',
  leaguePage: 'a public league page',
  embed: 'an embed',
};

/** A cell of the table as a number of KB; none for a dash. */
function kb(cell: string): number | undefined {
  if (cell === '—') return undefined;
  const match = /^(\d+) KB$/.exec(cell);
  if (!match) throw new Error(`"${cell}" is neither "<n> KB" nor "—"`);
  return Number(match[1]);
}

describe("src/web/README.md's page budgets", () => {
  it('are those of tests/e2e/support/page-budgets.ts, page for page', () => {
    const written = tableAfter(readDoc('src/web/README.md'), '## Page budgets').map(
      ([page, brotli, gzip]) => ({ page, brotliKb: kb(brotli!), gzipKb: kb(gzip!) }),
    );
    const tested = Object.entries(pageBudgets).map(([key, budget]) => ({
      page: tableNames[key as keyof typeof pageBudgets],
      brotliKb: budget.brotliKb,
      gzipKb: 'gzipKb' in budget ? budget.gzipKb : undefined,
    }));
    expect(written).toEqual(tested);
  });
});
