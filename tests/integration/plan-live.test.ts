// A paid plan is in effect on every open screen at once: Stripe's confirmation reaches the buyer's
// open tabs (their profile), and the open consoles and public outputs of the buyer's games (the
// game with the owner's new plan), without any of them asking again — and nobody else's streams.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, apiPaths, liveGamePaths } from '../../src/contract/api-paths.ts';
import type { LiveGame } from '../../src/contract/live-games.ts';
import type { Profile } from '../../src/contract/profile.ts';
import { passes } from '../../src/domain/plans/plans.ts';
import { payments } from '../../src/server/db/billing-schema.ts';
import { checkoutSessionEvent, deliverStripeEvent } from './support/stripe-events.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import {
  listen,
  openStream,
  seedLiveGame,
  type Frame,
  type SseReader,
} from './support/live-game.ts';
import type { Client } from './support/management.ts';

const secretKey = 'sk_test_tempo_plan_live';
const webhookSecret = 'whsec_tempo_plan_live_secret';

let t: TestApp;
let base: string;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    STREAMS_PER_ADDRESS: '1000',
    CONNECTIONS_PER_ADDRESS: '2000',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    // Never asked: the order below is written as a created checkout would have left it.
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
  // A heartbeat soon after a stream opens tells the test the server holds it.
  t.app.live.heartbeatMs = 150;
  base = await listen(t.app);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

async function stream(path: string, cookie?: string) {
  const s = await openStream(base, path, cookie ? { cookie } : {});
  open.push(s);
  expect(s.status).toBe(200);
  return s;
}

/** An order waiting for Stripe, as POST /api/billing/checkout leaves it. */
async function pendingOrder(buyer: Client) {
  const orderId = randomUUID();
  const sessionId = `cs_test_${randomUUID()}`;
  const pass = passes['premium-1m'];
  const now = t.deps.now();
  await t.deps.db.insert(payments).values({
    id: orderId,
    userId: buyer.id,
    passId: pass.id,
    amount: pass.amount,
    currency: pass.currency,
    provider: 'stripe',
    providerSessionId: sessionId,
    createdAt: now,
    updatedAt: now,
  });
  return sessionId;
}

function confirmPayment(sessionId: string) {
  return deliverStripeEvent(
    t.app,
    checkoutSessionEvent('checkout.session.completed', { id: sessionId }),
    { secret: webhookSecret },
  );
}

const gameWithTier = (tier: LiveGame['ownerTier']) => (f: Frame) =>
  f.event === 'game-updated' && (JSON.parse(f.data) as LiveGame).ownerTier === tier;
const profileWithTier = (tier: Profile['effectiveTier']) => (f: Frame) =>
  f.event === 'profile' && (JSON.parse(f.data) as Profile).effectiveTier === tier;
const heartbeat = (f: Frame) => f.event === 'heartbeat';

// Two organisers' games are made through the API first: slow on a busy machine.
describe('a payment confirmed by Stripe', { timeout: 120_000 }, () => {
  it('reaches the buyer’s open tabs, consoles and outputs at once, and no one else’s', async () => {
    const g = await seedLiveGame(t);
    const buyer = g.owner;
    const other = await seedLiveGame(t);
    const gamePaths = (gameId: string) => ({
      statsConsole: `${apiPath(liveGamePaths.stream, { gameId })}?kind=statstwo&deviceId=dev-${gameId}`,
      scoreboard: `${apiPath(liveGamePaths.publicStream, { gameId })}?view=scoreboard`,
    });

    const state = await buyer.get(apiPath(liveGamePaths.state, { gameId: g.gameId }));
    expect(state.json<{ game: LiveGame }>().game.ownerTier).toBe('free');

    const tab = await stream(apiPaths.meStream, buyer.cookie);
    const statsConsole = await stream(gamePaths(g.gameId).statsConsole, buyer.cookie);
    const scoreboard = await stream(gamePaths(g.gameId).scoreboard);
    const otherTab = await stream(apiPaths.meStream, other.owner.cookie);
    const otherConsole = await stream(gamePaths(other.gameId).statsConsole, other.owner.cookie);
    const otherScoreboard = await stream(gamePaths(other.gameId).scoreboard);
    await tab.next(profileWithTier('free'));
    await otherTab.next(profileWithTier('free'));
    for (const s of [statsConsole, scoreboard, otherConsole, otherScoreboard])
      await s.next(heartbeat);
    const seen = (s: SseReader) => s.frames.length;
    const before = { tab: seen(tab), console: seen(statsConsole), scoreboard: seen(scoreboard) };
    const otherBefore = [otherTab, otherConsole, otherScoreboard].map(seen);

    const sessionId = await pendingOrder(buyer);
    const res = await confirmPayment(sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const confirmedAt = Date.now();

    await Promise.all([
      tab.next(profileWithTier('tempo-premium'), before.tab),
      statsConsole.next(gameWithTier('tempo-premium'), before.console),
      scoreboard.next(gameWithTier('tempo-premium'), before.scoreboard),
    ]);
    expect(Date.now() - confirmedAt).toBeLessThan(2_000);

    // The stream’s word is the server’s: a fresh read agrees.
    const after = await buyer.get(apiPath(liveGamePaths.state, { gameId: g.gameId }));
    expect(after.json<{ game: LiveGame }>().game.ownerTier).toBe('tempo-premium');

    // Another organiser's tab and screens heard nothing of it (a few heartbeats later).
    await otherConsole.next(heartbeat, seen(otherConsole));
    await otherConsole.next(heartbeat, seen(otherConsole));
    [otherTab, otherConsole, otherScoreboard].forEach((s, i) => {
      const news = s.frames.slice(otherBefore[i]).filter((f) => f.event !== 'heartbeat');
      expect(news).toEqual([]);
    });
  });
});
