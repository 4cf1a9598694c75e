// The pages whose first visit the bench weighs and Lighthouse scores, made through the public API
// as an organiser would: a started game's stats and time & score consoles (signed in, as an owner
// with Premium: without it the stats consoles show the upgrade prompt instead), its public
// scoreboard, the scoreboard as a broadcast overlay embeds it, its stat sheet, the sign-in page, and
// the league's public site (its home and the game's page).
import { pageBudgets } from '../tests/e2e/support/page-budgets.ts';
import { seedLiveGames } from './live-fixture.ts';
import { buyPremium } from './premium.ts';
import type { SeedTarget } from './sign-up.ts';

export interface PageTarget {
  /** Names the page in the figures. */
  label: string;
  path: string;
  /** name → value, set on the server's origin before the visit. */
  cookies?: ReadonlyMap<string, string>;
  /**
   * Transferred-bytes budget of a first visit, if it has one: the page's budget for its scripts and
   * styles (tests/e2e/support/page-budgets.ts), which the rest of the visit must fit in too.
   */
  budgetBytes?: number;
  /** Budget of the scripts alone, as transferred. */
  jsBudgetBytes?: number;
  /** What Lighthouse holds the page to, for the pages it measures. */
  lighthouse?: LighthouseTarget;
}

/**
 * A page is held to its performance score (0–100); a console, opened by people who then work in
 * it for hours, to its metrics: LCP ≤ 2.5 s, TBT ≤ 300 ms, CLS ≤ 0.1.
 */
export type LighthouseTarget = { score: number } | 'console';

export async function firstVisitPages(server: SeedTarget): Promise<PageTarget[]> {
  const { client, tournamentId, seasonId, games } = await seedLiveGames(server);
  await buyPremium(client);
  const game = `/tournaments/${tournamentId}/seasons/${seasonId}/games/${games[0]!.id}`;
  const slug = `bench-${Date.now().toString(36)}`;
  await client.request('PATCH', `/api/tournaments/${tournamentId}/public-site`, {
    enabled: true,
    slug,
  });
  return [
    {
      label: '/login',
      path: '/login',
      budgetBytes: pageBudgets.login.brotliKb * 1024,
      lighthouse: { score: 90 },
    },
    {
      label: 'stats console (statstwo) of a started game, signed in, Premium owner',
      path: `${game}/console/statstwo`,
      cookies: client.cookies,
      budgetBytes: pageBudgets.console.brotliKb * 1024,
      lighthouse: 'console',
    },
    {
      label: 'time & score console (timescore) of a started game, signed in, Premium owner',
      path: `${game}/console/timescore`,
      cookies: client.cookies,
      budgetBytes: pageBudgets.console.brotliKb * 1024,
      lighthouse: 'console',
    },
    {
      label: 'public output/scoreboard, anonymous',
      path: `${game}/output/scoreboard`,
      budgetBytes: pageBudgets.scoreboard.brotliKb * 1024,
      lighthouse: { score: 95 },
    },
    {
      label: 'embedded scoreboard overlay (output/scoreboard?overlay=1), anonymous',
      path: `${game}/output/scoreboard?overlay=1`,
      budgetBytes: pageBudgets.scoreboard.brotliKb * 1024,
    },
    {
      label: 'public output/statsheet, anonymous',
      path: `${game}/output/statsheet`,
      lighthouse: { score: 95 },
    },
    {
      label: 'public league home, anonymous',
      path: `/leagues/${slug}`,
      jsBudgetBytes: pageBudgets.leaguePage.brotliKb * 1024,
      lighthouse: { score: 95 },
    },
    {
      label: 'public league game page of a live game, anonymous',
      path: `/leagues/${slug}/games/${games[0]!.id}`,
      jsBudgetBytes: pageBudgets.leaguePage.brotliKb * 1024,
      lighthouse: { score: 95 },
    },
  ];
}
