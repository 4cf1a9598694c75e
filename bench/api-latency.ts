// Management API latency against the built server (embedded PGlite) holding a mid-season
// 12-team league: the reads the season and dashboard pages make, and a score correction.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finalScore, seedLeague, type League } from './league-fixture.ts';
import { measureLatency, type LatencyFigure } from './latency.ts';
import { startServer } from './server-process.ts';

export interface ApiLatencyResult {
  scheduleMs: number;
  gameCount: number;
  figures: Array<{ label: string } & LatencyFigure>;
}

export async function apiLatencyBench({
  warmups,
  n,
}: {
  warmups: number;
  n: number;
}): Promise<ApiLatencyResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempo-bench-api-'));
  const server = await startServer({ DATA_DIR: dir });
  try {
    const league = await seedLeague(server);
    const { client, seasonId, tournamentId, gameIds } = league;
    await expectMidSeason(league);
    const get = (p: string) => () => client.request('GET', p);
    // The last game is still unplayed after seeding; each run corrects its final score.
    const corrected = gameIds.at(-1)!;
    const cases: Array<[string, (i: number) => Promise<unknown>]> = [
      ['GET /api/seasons/:id/standings', get(`/api/seasons/${seasonId}/standings`)],
      ['GET /api/seasons/:id/games', get(`/api/seasons/${seasonId}/games`)],
      ['GET /api/tournaments/:id/games', get(`/api/tournaments/${tournamentId}/games`)],
      ['GET /api/me/games', get('/api/me/games')],
      [
        'PATCH /api/games/:id (final score)',
        (i) => client.request('PATCH', `/api/games/${corrected}`, finalScore(i)),
      ],
    ];
    const figures = [];
    for (const [label, run] of cases) {
      figures.push({ label, ...(await measureLatency(run, { warmups, n })) });
    }
    return { scheduleMs: league.scheduleMs, gameCount: gameIds.length, figures };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Guards the figures: standings must really be computed over the seeded results. */
async function expectMidSeason({ client, seasonId, gameIds }: League) {
  const { rows } = await client.request<{ rows: Array<{ played: number }> }>(
    'GET',
    `/api/seasons/${seasonId}/standings`,
  );
  const played = rows.reduce((sum, r) => sum + r.played, 0) / 2;
  const final = Math.floor(gameIds.length / 2);
  if (rows.length !== 12 || played !== final) {
    throw new Error(
      `standings show ${rows.length} teams and ${played} games, expected 12 and ${final}`,
    );
  }
}
