// A league's old addresses stay with it: posters, QR codes and shared links of an address it left
// keep leading to it, and no other league can take that address for 90 days unless the league's
// owner releases it. Every change of address is seen by the very next reader.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import { publicHomeSchema, type PublicSiteSettings } from '../../src/contract/public-league.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { addMember, anonymous, expectStatus, newUser, type Client } from './support/management.ts';
import { seedLiveGame, type LiveFixture } from './support/live-game.ts';

const DAY = 86_400_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_SITE_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

const freshSlug = (word = 'league') => `${word}-${randomUUID().slice(0, 8)}`;
const settingsUrl = (tournamentId: string) => apiPath(publicLeaguePaths.settings, { tournamentId });
const releaseUrl = (tournamentId: string, slug: string) =>
  apiPath(publicLeaguePaths.oldAddress, { tournamentId, slug });
const home = (slug: string) => apiPath(publicLeaguePaths.home, { slug });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A published league of its own at `slug`. */
async function league(slug: string): Promise<LiveFixture> {
  const g = await seedLiveGame(t, { players: 1 });
  await setSlug(g, slug);
  expectStatus(await g.owner.patch(settingsUrl(g.tournamentId), { enabled: true }), 200);
  return g;
}

async function setSlug(g: { owner: Client; tournamentId: string }, slug: string) {
  const res = await g.owner.patch(settingsUrl(g.tournamentId), { slug });
  return expectStatus(res, 200).json<PublicSiteSettings>();
}

/** Which league's site an address opens: its first game's id, a 301's target, or the status. */
async function opens(slug: string): Promise<string> {
  const res = await get(home(slug));
  if (res.statusCode === 301) return `→ ${res.headers.location}`;
  if (res.statusCode !== 200) return String(res.statusCode);
  return publicHomeSchema.parse(res.json()).upcoming[0]!.id;
}

/** The date a 409 names, as the server writes it in English. */
const longDate = (at: number) =>
  new Date(at).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });

describe('an address a league leaves', () => {
  it('keeps leading to the league, and nobody else may take it for 90 days', async () => {
    const oldSlug = freshSlug('harbour');
    const newSlug = freshSlug('harbour');
    const a = await league(oldSlug);
    const left = t.deps.now().getTime();
    const settings = await setSlug(a, newSlug);
    expect(settings.oldAddresses).toEqual([
      { slug: oldSlug, heldUntil: expect.any(String) as string },
    ]);
    const heldUntil = Date.parse(settings.oldAddresses[0]!.heldUntil);
    expect(heldUntil - left).toBeGreaterThanOrEqual(90 * DAY);
    expect(heldUntil - left).toBeLessThan(90 * DAY + 60_000);
    expect(await opens(oldSlug)).toBe(`→ ${home(newSlug)}`);

    const b = await seedLiveGame(t, { players: 1 });
    const refused = await b.owner.patch(settingsUrl(b.tournamentId), { slug: oldSlug });
    expect(refused.statusCode).toBe(409);
    const error = refused.json<ApiError>();
    const message = `That address belonged to another league until recently and is kept for it until ${longDate(heldUntil)}`;
    expect(error).toEqual({ code: 'CONFLICT', message, fields: { slug: message } });
    // Nothing of the league that holds it beyond what its public site says.
    for (const secret of [newSlug, a.tournamentId, a.owner.id]) {
      expect(refused.body).not.toContain(secret);
    }
    // In the organiser's language.
    const spanish = await t.app.inject({
      method: 'PATCH',
      url: settingsUrl(b.tournamentId),
      headers: { cookie: b.owner.cookie, 'accept-language': 'es' },
      payload: { slug: oldSlug },
    });
    expect(spanish.json<ApiError>().message).toMatch(/^Esa dirección era de otra liga/);

    t.clock.advance(90 * DAY - 60_000);
    try {
      expect((await b.owner.patch(settingsUrl(b.tournamentId), { slug: oldSlug })).statusCode).toBe(
        409,
      );
      expect(await opens(oldSlug)).toBe(`→ ${home(newSlug)}`);
      // 90 days on, it is free: the next league to ask has it, at once.
      t.clock.advance(2 * 60_000);
      await setSlug(b, oldSlug);
      expectStatus(await b.owner.patch(settingsUrl(b.tournamentId), { enabled: true }), 200);
      expect(await opens(oldSlug)).toBe(b.gameId);
      expect(
        (await a.owner.get(settingsUrl(a.tournamentId))).json<PublicSiteSettings>().oldAddresses,
      ).toEqual([]);
    } finally {
      t.clock.reset();
    }
  });

  it('stays with the league through several renames, each one kept', async () => {
    const [first, second, third] = [freshSlug(), freshSlug(), freshSlug()];
    const a = await league(first);
    await setSlug(a, second);
    const settings = await setSlug(a, third);
    expect(settings.oldAddresses.map((old) => old.slug).sort()).toEqual([first, second].sort());
    for (const slug of [first, second]) {
      expect(await opens(slug)).toBe(`→ ${home(third)}`);
    }
    const b = await seedLiveGame(t, { players: 1 });
    for (const slug of [first, second]) {
      const res = await b.owner.patch(settingsUrl(b.tournamentId), { slug });
      expect(res.statusCode, slug).toBe(409);
    }
    // The current address is simply taken.
    const taken = await b.owner.patch(settingsUrl(b.tournamentId), { slug: third });
    expect(taken.json<ApiError>().message).toBe('That address is taken');
  });

  it('can be taken back by its own league at once', async () => {
    const [first, second] = [freshSlug(), freshSlug()];
    const a = await league(first);
    await setSlug(a, second);
    const back = await setSlug(a, first);
    expect(back).toMatchObject({ slug: first, oldAddresses: [{ slug: second }] });
    expect(await opens(first)).toBe(a.gameId);
    expect(await opens(second)).toBe(`→ ${home(first)}`);
  });

  it('is seen by the very next reader when it moves', async () => {
    const [first, second] = [freshSlug(), freshSlug()];
    const a = await league(first);
    // Both addresses answered a moment before: the server holds those answers for a second.
    expect([await opens(first), await opens(second)]).toEqual([a.gameId, '404']);
    await setSlug(a, second);
    expect([await opens(first), await opens(second)]).toEqual([`→ ${home(second)}`, a.gameId]);
  });
});

describe('releasing an old address', () => {
  it('lets it go at once: it leads nowhere and any league may take it', async () => {
    const [first, second] = [freshSlug(), freshSlug()];
    const a = await league(first);
    await setSlug(a, second);
    expect(await opens(first)).toBe(`→ ${home(second)}`);
    const released = expectStatus(await a.owner.del(releaseUrl(a.tournamentId, first)), 200);
    expect(released.json<PublicSiteSettings>()).toMatchObject({ slug: second, oldAddresses: [] });
    expect(await opens(first)).toBe('404');
    const b = await league(first);
    expect(await opens(first)).toBe(b.gameId);
  });

  it('is the owner’s alone', async () => {
    const [first, second] = [freshSlug(), freshSlug()];
    const a = await league(first);
    await setSlug(a, second);
    const url = releaseUrl(a.tournamentId, first);
    const admin = await newUser(t, 'admin');
    const scorekeeper = await newUser(t, 'scorer');
    await addMember(t, a.tournamentId, admin.id, 'admin');
    await addMember(t, a.tournamentId, scorekeeper.id, 'scorekeeper');
    const refused = await admin.del(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().message).toBe('Only the owner can release an old address');
    expect((await scorekeeper.del(url)).statusCode).toBe(403);
    expect((await (await newUser(t, 'stranger')).del(url)).statusCode).toBe(404);
    expect((await anonymous(t).del(url)).statusCode).toBe(401);
    // None of them released it.
    expect(await opens(first)).toBe(`→ ${home(second)}`);
  });

  it('answers 404 for an address that is not one of the league’s old ones', async () => {
    const [first, second] = [freshSlug(), freshSlug()];
    const a = await league(first);
    await setSlug(a, second);
    const otherOld = freshSlug();
    await setSlug(await league(otherOld), freshSlug());
    for (const slug of [second, 'never-used', otherOld]) {
      const res = await a.owner.del(releaseUrl(a.tournamentId, slug));
      expect(res.statusCode, slug).toBe(404);
      expect(res.json<ApiError>().message).toBe(`${slug} is not an old address of this league`);
    }
    expect((await a.owner.del(releaseUrl(a.tournamentId, 'x'.repeat(61)))).statusCode).toBe(400);
    expect(await opens(first)).toBe(`→ ${home(second)}`);
  });
});
