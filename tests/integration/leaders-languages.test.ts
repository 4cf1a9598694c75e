// The stat leaders' categories and rule in people's languages: the public league JSON in the
// tournament's, its leaders page in the page's (?lang=), the members' API in the person's. The
// categories' keys and the rule's numbers stay the same in every language.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, publicLeaguePaths, seasonStatsPaths } from '../../src/contract/api-paths.ts';
import { publicLeadersSchema } from '../../src/contract/public-league.ts';
import { seasonStatsSchema } from '../../src/contract/season-stats.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectStatus } from './support/management.ts';
import { ev, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
let slug: string;

const keys = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'fieldGoalPct',
  'threePct',
  'freeThrowPct',
];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  g = await seedLiveGame(t, { premium: true, players: 5 });
  const [maya] = g.home;
  await record(
    g.owner,
    g.gameId,
    [
      ev.source('stats'),
      ev.lineup('home', g.home),
      ev.lineup('away', g.away),
      ev.start(),
      ev.shot('home', maya!, 2, true),
      ev.shot('home', maya!, 2, true),
      ev.shot('home', maya!, 2, false),
      ev.end(),
    ],
    'statstwo',
  );
  slug = `leaders-${randomUUID().slice(0, 8)}`;
  expectStatus(
    await g.owner.patch(apiPath(publicLeaguePaths.settings, { tournamentId: g.tournamentId }), {
      enabled: true,
      slug,
    }),
    200,
  );
  expectStatus(await g.owner.patch(`/api/tournaments/${g.tournamentId}`, { language: 'es' }), 200);
});

afterAll(async () => {
  await t.close();
});

describe('leader categories in people’s languages', () => {
  it('the public JSON speaks the tournament’s language, with the same keys and numbers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPath(publicLeaguePaths.leaders, { slug }),
      // The JSON follows the tournament, not the reader.
      headers: { 'accept-language': 'fr' },
    });
    const body = publicLeadersSchema.parse(expectStatus(res, 200).json());
    expect(body.leaders.map((c) => c.key)).toEqual(keys);
    expect(body.minimumGames).toEqual({ minimum: 1, teamGames: 1 });
    expect(body.minimumGamesRule).toBe(
      'Al menos 1 partido jugado (la mitad del 1 partido del equipo, redondeando hacia arriba)',
    );
    const byKey = new Map(body.leaders.map((c) => [c.key, c]));
    expect(byKey.get('points')).toMatchObject({
      label: 'Puntos',
      unit: 'por partido',
      minimumAttemptsPerGame: null,
      beyondArcPoints: null,
    });
    expect(byKey.get('fieldGoalPct')).toMatchObject({
      label: 'TC% (mín. 3 intentos por partido)',
      unit: '%',
      minimumAttemptsPerGame: 3,
    });
    expect(byKey.get('threePct')).toMatchObject({
      label: 'T3% (mín. 1 intento por partido)',
      beyondArcPoints: 3,
    });
    expect(byKey.get('fieldGoalPct')?.leaders[0]?.value).toBe(66.7);
  });

  it('the leaders page speaks the language ?lang= asks for', async () => {
    const french = await t.app.inject({ method: 'GET', url: `/leagues/${slug}/leaders?lang=fr` });
    const html = expectStatus(french, 200).body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Au moins 1 match joué (la moitié du 1 match de l’équipe');
    expect(html).toContain('TR% (min. 3 tentatives par match)');
    // The page's headings, not the JSON embedded for hydration (in the tournament's language).
    expect(html).toMatch(
      /id="leaders-points">Points(?:<!-- -->)? <span class="ps-unit">par match<\/span>/,
    );
    const spanish = expectStatus(
      await t.app.inject({ method: 'GET', url: `/leagues/${slug}/leaders` }),
      200,
    ).body;
    expect(spanish).toContain('TC% (mín. 3 intentos por partido)');
  });

  it('the members’ API speaks the language of the person asking, English by default', async () => {
    const url = apiPath(seasonStatsPaths.seasonStats, { seasonId: g.seasonId });
    const ask = async (headers: Record<string, string>) =>
      seasonStatsSchema.parse(
        expectStatus(
          await t.app.inject({
            method: 'GET',
            url,
            headers: { cookie: g.owner.cookie, ...headers },
          }),
          200,
        ).json(),
      );
    const english = await ask({});
    expect(english.minimumGamesRule).toBe(
      'At least 1 game played (half of the team’s 1, rounded up)',
    );
    expect(english.leaders.find((c) => c.key === 'fieldGoalPct')?.label).toBe(
      'FG% (min. 3 FGA per game)',
    );
    expect(english.leaders.find((c) => c.key === 'points')?.unit).toBe('per game');
    const portuguese = await ask({ 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(portuguese.leaders.map((c) => c.key)).toEqual(keys);
    expect(portuguese.leaders.find((c) => c.key === 'points')).toMatchObject({
      label: 'Pontos',
      unit: 'por jogo',
    });
    expect(portuguese.minimumGames).toEqual({ minimum: 1, teamGames: 1 });
  });
});
