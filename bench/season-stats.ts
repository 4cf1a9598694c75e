// Season leaders over 200 final games with logs (the target: "a season of 200 games loads its
// leaders page in under 200 ms"). The season is made through the public API as an organiser on
// the premium pass would: the 8 teams of tests/support/season-fixture.ts, 200 games following its
// rule with filler plays (about 190 events each) posted as one stats-console batch per game, which
// finishes each game (the server stores each game's box as it ends). Then GET
// /api/seasons/:id/stats: the first request, repeated requests (nothing changed), the first request
// after a correction in one game (one box replayed), and the first request of a restarted server
// (boxes read from the database, nothing in memory).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPath,
  billingPaths,
  liveGamePaths,
  seasonStatsPaths,
} from '../src/contract/api-paths.ts';
import type { PostEventsResult } from '../src/contract/live-batches.ts';
import type { SeasonStats } from '../src/contract/season-stats.ts';
import {
  eventsOf,
  fixtureGames,
  fixtureLog,
  fixtureTeams,
  type FixtureGame,
  seedFixtureTeams,
} from '../tests/support/season-fixture.ts';
import { apiClient, type ApiClient } from './api-client.ts';
import { measureLatency, percentile, type LatencyFigure } from './latency.ts';
import { startServer } from './server-process.ts';
import { signUp, type SeedTarget } from './sign-up.ts';

export interface SeasonStatsBenchResult {
  games: number;
  meanEvents: number;
  seedSeconds: number;
  coldMs: number;
  /** First request of a restarted server: boxes stored, nothing in memory. */
  restartMs: number;
  warm: LatencyFigure;
  afterCorrection: { n: number; p50: number; p95: number };
}

const filler = 35;
const credentials = {
  email: `stats-bench-${Date.now()}@example.com`,
  password: 'corner-three-swish-81',
};

export async function seasonStatsBench({
  games,
  warmups,
  n,
  corrections,
}: {
  games: number;
  warmups: number;
  n: number;
  corrections: number;
}): Promise<SeasonStatsBenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-stats-'));
  let server = await startServer({ DATA_DIR: dir });
  try {
    const seedStart = performance.now();
    const { client, seasonId, gameIds, logs } = await seedSeason(server, games);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const url = `${apiPath(seasonStatsPaths.seasonStats, { seasonId })}?phase=regular`;

    const t0 = performance.now();
    const first = await client.request<SeasonStats>('GET', url);
    const coldMs = performance.now() - t0;
    if (first.gamesCounted !== games) {
      throw new Error(`stats count ${first.gamesCounted} games, expected ${games}`);
    }
    const warm = await measureLatency(() => client.request('GET', url), { warmups, n });

    // Each correction voids one filler miss of another game: that game's box is replayed.
    const times: number[] = [];
    for (let i = 0; i < corrections; i++) {
      const k = (i * 7) % games;
      const target = logs[k]!.find((l) => l.event.type === 'shot' && !l.event.made)!;
      await postBatch(client, gameIds[k]!, [
        {
          clientId: `bench-void-${i}-${k}`,
          period: 1,
          clockMs: 0,
          type: 'void',
          targetClientId: target.event.clientId,
        },
      ]);
      const s = performance.now();
      await client.request('GET', url);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);

    // A restarted server has no figures in memory, but every box is stored.
    await server.stop();
    server = await startServer({ DATA_DIR: dir });
    const again = apiClient(server.url);
    await again.request('POST', '/api/auth/sign-in/email', credentials);
    const r0 = performance.now();
    await again.request('GET', url);
    const restartMs = performance.now() - r0;
    return {
      restartMs,
      games,
      meanEvents: logs.reduce((sum, l) => sum + l.length, 0) / logs.length,
      seedSeconds,
      coldMs,
      warm,
      afterCorrection: {
        n: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      },
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postBatch(
  client: ApiClient,
  gameId: string,
  events: ReturnType<typeof eventsOf>,
): Promise<void> {
  const res = await client.request<PostEventsResult>(
    'POST',
    apiPath(liveGamePaths.events, { gameId }),
    { deviceId: 'bench-season-stats', console: 'statstwo', events },
  );
  const rejected = res.results.find((r) => r.status === 'rejected');
  if (rejected) throw new Error(`event refused: ${JSON.stringify(rejected)}`);
}

async function seedSeason(server: SeedTarget, count: number) {
  const client = apiClient(server.url);
  await signUp(client, server, { name: 'Stats Bench Organiser', ...credentials });
  // The stats console is a premium feature: buy the pass through the sandbox checkout.
  const checkout = await client.request<{ url: string }>(
    'POST',
    billingPaths.checkout,
    { passId: 'premium-1m' },
    201,
  );
  const sessionId = checkout.url.split('/').pop()!.split('?')[0]!;
  await client.request('POST', apiPath(billingPaths.sandboxPay, { sessionId }), {});

  const tournament = await client.request<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: 'Stats Bench League' },
    201,
  );
  const season = await client.request<{ id: string }>(
    'POST',
    `/api/tournaments/${tournament.id}/seasons`,
    { name: '2026', status: 'active' },
    201,
  );
  const { teamIds, idOf } = await seedFixtureTeams(
    fixtureTeams.map((_, i) => i),
    {
      team: async (team) =>
        (
          await client.request<{ id: string }>(
            'POST',
            `/api/seasons/${season.id}/teams`,
            { ...team, primaryColor: '#1e40af', secondaryColor: '#ffffff' },
            201,
          )
        ).id,
      player: async (teamId, fields) =>
        (await client.request<{ id: string }>('POST', `/api/teams/${teamId}/players`, fields, 201))
          .id,
    },
  );
  const pattern = fixtureGames();
  const start = Date.UTC(2026, 0, 5, 18);
  const gameIds: string[] = [];
  const logs = [];
  for (let k = 0; k < count; k++) {
    const g: FixtureGame = {
      ...pattern[k % pattern.length]!,
      index: k,
      scheduledAt: new Date(start + k * 86_400_000).toISOString(),
    };
    const game = await client.request<{ id: string }>(
      'POST',
      `/api/seasons/${season.id}/games`,
      { homeTeamId: teamIds[g.home], awayTeamId: teamIds[g.away], scheduledAt: g.scheduledAt },
      201,
    );
    const log = fixtureLog(g, idOf, { filler });
    await postBatch(client, game.id, eventsOf(log));
    gameIds.push(game.id);
    logs.push(log);
  }
  return { client, seasonId: season.id, gameIds, logs };
}
