// At a venue Tempo runs on a laptop without PUBLIC_URL, and tablets reach it by the laptop's LAN
// address. The links it hands out — the sandbox checkout, the season's calendar feed and the game
// pages in it, the public site's address the share panel shows and encodes, and the origin the app
// builds its own links on — point at that address, so a tablet is never sent to localhost (which on the
// tablet is the tablet itself); a Host that is not this machine gets the default, and PUBLIC_URL,
// when it is set, always wins.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  billingPaths,
  managementPaths,
  publicLeaguePaths,
  seasonStatsPaths,
} from '../../src/contract/api-paths.ts';
import type { CheckoutCreated } from '../../src/contract/billing.ts';
import { newAccount, registerAccount } from '../support/auth-requests.ts';
import { seedLiveGame, type LiveFixture } from './support/live-game.ts';
import { clientFor, expectStatus } from './support/management.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { joinVenueWifi, lan } from './support/venue-wifi.ts';

const foreignHost = 'evil.example:3000';
const localDefault = 'http://localhost:3000';
const publicUrl = 'https://tempo.example.com';

let venue: TestApp;
let hosted: TestApp;
let leaveVenueWifi: () => void;
beforeAll(async () => {
  leaveVenueWifi = joinVenueWifi();
  venue = await createTestApp({ PUBLIC_URL: '', AUTH_RATE_LIMIT_MAX: '1000' });
  hosted = await createTestApp({ PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  leaveVenueWifi();
  await venue.close();
  await hosted.close();
});

/** Headers of a page at `http://<host>`, as a browser there sends them. */
const at = (host: string, cookie: string) => ({ host, origin: `http://${host}`, cookie });

/** Someone signed up from a tablet at the LAN address; a premium organiser with a dated game. */
async function organiserOnTablet(t: TestApp): Promise<LiveFixture> {
  const account = await registerAccount(t.app, newAccount('tablet'), {
    origin: lan.origin,
    headers: { host: lan.host },
  });
  const owner = clientFor(t, account);
  const fx = await seedLiveGame(t, { owner, premium: true, players: 1 });
  expectStatus(
    await owner.patch(apiPath(managementPaths.game, { gameId: fx.gameId }), {
      scheduledAt: '2026-09-12T18:00:00.000Z',
    }),
    200,
  );
  return fx;
}

async function checkoutUrl(t: TestApp, host: string, cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: billingPaths.checkout,
    headers: at(host, cookie),
    payload: { passId: 'premium-1m' },
  });
  return new URL(expectStatus(res, 201).json<CheckoutCreated>().url);
}

const calendarPath = (seasonId: string) => apiPath(seasonStatsPaths.seasonCalendar, { seasonId });

async function calendarUrl(t: TestApp, method: 'GET' | 'POST', host: string, fx: LiveFixture) {
  const res = await t.app.inject({
    method,
    url: calendarPath(fx.seasonId),
    headers: at(host, fx.owner.cookie),
  });
  return new URL(expectStatus(res, 200).json<{ url: string }>().url);
}

/** The feed as a calendar app fetches it at `host`: its one event's URL and UID, unfolded. */
async function feedEvent(t: TestApp, feed: URL, host: string) {
  const res: LightMyRequestResponse = await t.app.inject({
    method: 'GET',
    url: feed.pathname,
    headers: { host },
  });
  const text = expectStatus(res, 200).body.replace(/\r\n[ \t]/g, '');
  const field = (name: string) =>
    text
      .split('\r\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1);
  return { url: field('URL'), uid: field('UID'), description: field('DESCRIPTION') };
}

/** The public site's settings as the organiser's page at `host` reads them (PATCH turns it on). */
async function publicSite(t: TestApp, method: 'GET' | 'PATCH', host: string, fx: LiveFixture) {
  const res = await t.app.inject({
    method,
    url: apiPath(publicLeaguePaths.settings, { tournamentId: fx.tournamentId }),
    headers: at(host, fx.owner.cookie),
    ...(method === 'PATCH' ? { payload: { enabled: true, slug: `venue-${fx.gameId}` } } : {}),
  });
  return expectStatus(res, 200).json<{ url: string }>().url;
}

/** The origin the web app builds its copy, QR and invite links on, asked at `host`. */
async function appLinkOrigin(t: TestApp, host: string) {
  const res = await t.app.inject({ method: 'GET', url: apiPaths.publicConfig, headers: { host } });
  return expectStatus(res, 200).json<{ linkOrigin: string }>().linkOrigin;
}

const gamePage = (origin: string, fx: LiveFixture) =>
  `${origin}/tournaments/${fx.tournamentId}/seasons/${fx.seasonId}/games/${fx.gameId}`;

describe('without PUBLIC_URL, at the laptop’s LAN address', () => {
  it('opens the sandbox checkout on the LAN address, and pays and comes back there', async () => {
    const buyer = await registerAccount(venue.app, newAccount('buyer'), {
      origin: lan.origin,
      headers: { host: lan.host },
    });
    const checkout = await checkoutUrl(venue, lan.host, buyer.cookie);
    expect(checkout.origin).toBe(lan.origin);
    expect(checkout.pathname).toMatch(/^\/checkout\/sandbox\/sbx_[\w-]{20,}$/);

    const sessionId = checkout.pathname.split('/').at(-1)!;
    const session = await venue.app.inject({
      method: 'GET',
      url: apiPath(billingPaths.sandboxSession, { sessionId }),
      headers: at(lan.host, buyer.cookie),
    });
    const { order } = expectStatus(session, 200).json<{ order: { id: string } }>();
    const paid = await venue.app.inject({
      method: 'POST',
      url: apiPath(billingPaths.sandboxPay, { sessionId }),
      headers: at(lan.host, buyer.cookie),
    });
    // A path: the browser stays on the address it paid at.
    expect(expectStatus(paid, 200).json()).toEqual({
      redirectTo: `/pay-success?order=${order.id}`,
    });

    const cancelled = await venue.app.inject({
      method: 'POST',
      url: apiPath(billingPaths.sandboxCancel, {
        sessionId: (await checkoutUrl(venue, lan.host, buyer.cookie)).pathname.split('/').at(-1)!,
      }),
      headers: at(lan.host, buyer.cookie),
    });
    expect(expectStatus(cancelled, 200).json()).toEqual({ redirectTo: '/upgrade?cancelled=1' });
  });

  it('gives the calendar feed on the LAN address, and links its games there', async () => {
    const fx = await organiserOnTablet(venue);
    const feed = await calendarUrl(venue, 'GET', lan.host, fx);
    expect(feed.origin).toBe(lan.origin);
    expect(feed.pathname).toMatch(/^\/api\/calendars\/[^/]{20,}\/season\.ics$/);

    const replaced = await calendarUrl(venue, 'POST', lan.host, fx);
    expect(replaced.origin).toBe(lan.origin);
    expect(replaced.pathname).not.toBe(feed.pathname);

    const event = await feedEvent(venue, replaced, lan.host);
    expect(event.url).toBe(gamePage(lan.origin, fx));
    expect(event.description).toContain(`Game page: ${gamePage(lan.origin, fx)}`);
    // The UID names the site, not the address, so the event is the same one at any address.
    expect(event.uid).toBe(`${fx.gameId}@localhost`);
  });

  it('gives the public site’s address, and the app’s links, on the LAN address', async () => {
    const fx = await organiserOnTablet(venue);
    const site = `${lan.origin}/leagues/venue-${fx.gameId}`;
    expect(await publicSite(venue, 'PATCH', lan.host, fx)).toBe(site);
    expect(await publicSite(venue, 'GET', lan.host, fx)).toBe(site);
    // The same league read at the laptop's own screen is on localhost, where that screen is.
    expect(await publicSite(venue, 'GET', 'localhost:3000', fx)).toBe(
      `${localDefault}/leagues/venue-${fx.gameId}`,
    );
    expect(await appLinkOrigin(venue, lan.host)).toBe(lan.origin);
    expect(await appLinkOrigin(venue, 'localhost:3000')).toBe(localDefault);
  });

  it('uses the default address for a Host that is not this machine', async () => {
    const fx = await organiserOnTablet(venue);
    expect(await publicSite(venue, 'PATCH', foreignHost, fx)).toBe(
      `${localDefault}/leagues/venue-${fx.gameId}`,
    );
    expect(await appLinkOrigin(venue, foreignHost)).toBe(localDefault);
    const checkout = await checkoutUrl(venue, foreignHost, fx.owner.cookie);
    expect(checkout.origin).toBe(localDefault);

    const feed = await calendarUrl(venue, 'GET', foreignHost, fx);
    expect(feed.origin).toBe(localDefault);
    expect((await feedEvent(venue, feed, foreignHost)).url).toBe(gamePage(localDefault, fx));
  });
});

describe('with PUBLIC_URL set', () => {
  it('builds the checkout, the calendar feed and its game links from PUBLIC_URL at any address', async () => {
    const fx = await organiserOnTablet(hosted);
    expect((await checkoutUrl(hosted, lan.host, fx.owner.cookie)).origin).toBe(publicUrl);

    const feed = await calendarUrl(hosted, 'GET', lan.host, fx);
    expect(feed.origin).toBe(publicUrl);
    const event = await feedEvent(hosted, feed, lan.host);
    expect(event.url).toBe(gamePage(publicUrl, fx));
    expect(event.uid).toBe(`${fx.gameId}@tempo.example.com`);

    expect(await publicSite(hosted, 'PATCH', lan.host, fx)).toBe(
      `${publicUrl}/leagues/venue-${fx.gameId}`,
    );
    expect(await appLinkOrigin(hosted, lan.host)).toBe(publicUrl);
  });
});
