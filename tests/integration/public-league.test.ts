// The public league site's data end to end: the organiser's publication controls, and every JSON
// answer of /api/public/leagues/… read anonymously — on and off, in each name form, without any
// private field, with redirects for old addresses, ETags and the plan's rules.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/api-error.ts';
import { apiPath, publicLeaguePaths } from '../../src/contract/api-paths.ts';
import {
  publicHomeSchema,
  publicStandingsSchema,
  type PublicSiteSettings,
} from '../../src/contract/public-league.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { anonymous, expectStatus, type Client } from './support/management.ts';
import { seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let fan: Client;
let league: LiveFixture;

const settingsUrl = (tournamentId: string) => apiPath(publicLeaguePaths.settings, { tournamentId });
const freshSlug = () => `league-${randomUUID().slice(0, 8)}`;

async function publish(owner: Client, tournamentId: string, body: Record<string, unknown>) {
  const res = await owner.patch(settingsUrl(tournamentId), body);
  return expectStatus(res, 200).json<PublicSiteSettings>();
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  fan = anonymous(t);
  league = await seedLiveGame(t, { premium: true, players: 5 });
});

afterAll(async () => {
  await t.close();
});

describe('publication controls', () => {
  it('start off, without an address', async () => {
    const res = await league.owner.get(settingsUrl(league.tournamentId));
    expect(expectStatus(res, 200).json()).toEqual({
      enabled: false,
      slug: null,
      nameDisplay: 'full',
      url: null,
    });
  });

  it('refuse to publish without an address, with the reason at the field', async () => {
    const res = await league.owner.patch(settingsUrl(league.tournamentId), { enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().fields?.slug).toMatch(/address/);
  });

  it('publish with an address and answer the site’s full URL', async () => {
    const slug = freshSlug();
    const settings = await publish(league.owner, league.tournamentId, { enabled: true, slug });
    expect(settings).toMatchObject({ enabled: true, slug, nameDisplay: 'full' });
    expect(settings.url).toMatch(new RegExp(`^https?://[^/]+/leagues/${slug}$`));
  });
});

describe('the public JSON', () => {
  it('answers the home and the standings of a published league', async () => {
    const { slug } = await league.owner
      .get(settingsUrl(league.tournamentId))
      .then((r) => r.json<PublicSiteSettings>());
    const home = await fan.get(apiPath(publicLeaguePaths.home, { slug: slug! }));
    const body = publicHomeSchema.parse(expectStatus(home, 200).json());
    expect(body.league.slug).toBe(slug);
    expect(body.upcoming.map((g) => g.id)).toEqual([league.gameId]);
    const standings = await fan.get(apiPath(publicLeaguePaths.standings, { slug: slug! }));
    const rows = publicStandingsSchema.parse(expectStatus(standings, 200).json()).rows;
    expect(rows.map((r) => r.teamId).sort()).toEqual([league.homeTeamId, league.awayTeamId].sort());
  });
});
