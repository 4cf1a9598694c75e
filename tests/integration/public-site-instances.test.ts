// With several instances on one PostgreSQL database, a league's site going away or moving is seen
// by every instance's next reader, not only by the one that made the change: each instance drops
// the public answers it holds when the change's message reaches it. PGlite runs one instance, so
// this file is part of the suite only in its PostgreSQL pass (TEST_DATABASE_URL; vitest.config.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import { buildApp } from '../../src/server/app.ts';
import { gameSetupTopic } from '../../src/server/live/setup-events.ts';
import { postgresPubSub, type PubSub } from '../../src/server/live/pubsub.ts';
import { publicAddressTopic } from '../../src/server/modules/public-league/public-answers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectStatus } from './support/management.ts';
import { seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
/** The other instance, where the anonymous readers are. */
let readerSide: FastifyInstance;
let readerPubSub: PubSub;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_SITE_RATE_LIMIT_MAX: '100000' });
  readerPubSub = await postgresPubSub(t.deps.database.pool!, () => {});
  readerSide = await buildApp({ ...t.deps, pubsub: readerPubSub });
  await readerSide.ready();
});
afterAll(async () => {
  await readerSide.close();
  await readerPubSub.close();
  await t.close();
});

let leagues = 0;
async function publishedLeague(): Promise<{ g: LiveFixture; slug: string }> {
  const g = await seedLiveGame(t, { players: 1 });
  const slug = `instances-${++leagues}`;
  expectStatus(await g.owner.patch(settingsUrl(g), { enabled: true, slug }), 200);
  return { g, slug };
}

const settingsUrl = (g: LiveFixture) =>
  apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId });

/** What the reader's instance answers for the league's home at `slug`. */
async function readerGets(slug: string): Promise<number> {
  const res = await readerSide.inject({
    method: 'GET',
    url: apiPath(publicLeaguePaths.home, { slug }),
  });
  return res.statusCode;
}

/**
 * Resolves once the reader's instance has heard a message on `topic` about the tournament. Its
 * public answers listen on the topic from the start, so by then they have dropped what they held.
 */
function readerHears(topic: string, tournamentId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = readerPubSub.subscribe(topic, (message) => {
      if ((message as { tournamentId?: string }).tournamentId !== tournamentId) return;
      stop();
      resolve();
    });
  });
}

describe('on another instance', () => {
  it('a deactivated owner’s site is not available to the next reader', async () => {
    const { g, slug } = await publishedLeague();
    // The reader's instance holds the answer, as a crowd keeps it held.
    expect(await readerGets(slug)).toBe(200);
    const heard = readerHears(gameSetupTopic, g.tournamentId);
    expectStatus(await g.owner.post('/api/me/deactivate'), 200);
    await heard;
    expect(await readerGets(slug)).toBe(404);
  });

  it('a site turned off is not available to the next reader', async () => {
    const { g, slug } = await publishedLeague();
    expect(await readerGets(slug)).toBe(200);
    const heard = readerHears(gameSetupTopic, g.tournamentId);
    expectStatus(await g.owner.patch(settingsUrl(g), { enabled: false }), 200);
    await heard;
    expect(await readerGets(slug)).toBe(404);
  });

  it('a league moving is seen at both addresses by the next reader', async () => {
    const { g, slug } = await publishedLeague();
    const moved = `${slug}-moved`;
    expect([await readerGets(slug), await readerGets(moved)]).toEqual([200, 404]);
    const heard = readerHears(publicAddressTopic, g.tournamentId);
    expectStatus(await g.owner.patch(settingsUrl(g), { slug: moved }), 200);
    await heard;
    expect([await readerGets(slug), await readerGets(moved)]).toEqual([301, 200]);
  });
});
