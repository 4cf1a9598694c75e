// The public league site's HTML through real HTTP: content and meta tags in the first answer,
// nothing private in it, the league's site off (404 page), an old address (301), bad filters
// (400 page), the sitemap and robots.txt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { expectStatus } from './support/management.ts';
import { ev, record, seedLiveGame, type LiveFixture } from './support/live-game.ts';

let t: TestApp;
let g: LiveFixture;
const slug = 'harbour-league';

const settingsUrl = () => `/api/tournaments/${g.tournamentId}/public-site`;

async function page(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

/** The content of a meta tag of the page. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"\\/>`).exec(html);
  return tag?.[1];
}

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://tempo.example',
    TRUSTED_ORIGINS: 'http://localhost:3000',
  });
  g = await seedLiveGame(t);
  expectStatus(
    await g.owner.patch(settingsUrl(), { enabled: true, slug, nameDisplay: 'initial' }),
    200,
  );
  await record(g.owner, g.gameId, [ev.start(), ev.score('home', 3), ev.score('away', 2)]);
});
afterAll(() => t.close());

describe('public league pages', () => {
  it('the home page has its content and meta tags in the first answer', async () => {
    const res = expectStatus(await page(`/leagues/${slug}`), 200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain(
      '<link rel="canonical" href="https://tempo.example/leagues/harbour-league"/>',
    );
    expect(meta(html, 'description')).toBeTruthy();
    expect(meta(html, 'og:image')).toBe(`https://tempo.example/leagues/${slug}/standings/card.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('Live now');
    expect(html).toContain('Harbour Hawks');
    // The running score of the live game, rendered by the server.
    expect(html).toMatch(/Harbour Hawks<\/span><span class="ps-team-score">3</);
    expect(html).toMatch(/Valley Owls<\/span><span class="ps-team-score">2</);
    expect(html).toContain('Powered by');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('aria-label="League"');
  });

  it("carries the JSON answers' cache headers, with a 304 for a reader who has the page", async () => {
    const first = expectStatus(await page(`/leagues/${slug}/standings`), 200);
    const json = expectStatus(await page(`/api/public/leagues/${slug}/standings`), 200);
    expect(first.headers['cache-control']).toBe(json.headers['cache-control']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expectStatus(await page(`/leagues/${slug}/standings`, { 'if-none-match': etag }), 304);
    const live = expectStatus(await page(`/leagues/${slug}`), 200);
    expect(live.headers['cache-control']).toBe(
      expectStatus(await page(`/api/public/leagues/${slug}`), 200).headers['cache-control'],
    );
  });

  it('names players as the organiser chose and leaves private fields out', async () => {
    const team = expectStatus(await page(`/leagues/${slug}/teams/${g.homeTeamId}`), 200).body;
    expect(team).toContain('Ada P.');
    expect(team).not.toContain('Player0');
    for (const path of ['', '/standings', `/games/${g.gameId}`, `/players/${g.home[0]}`]) {
      const html = expectStatus(await page(`/leagues/${slug}${path}`), 200).body;
      expect(html).not.toContain('Player0');
      expect(html).not.toMatch(/birth|email|ownerId|tournamentId/i);
    }
  });

  it('the game page shows the score and points its preview at the game card', async () => {
    const html = expectStatus(await page(`/leagues/${slug}/games/${g.gameId}`), 200).body;
    expect(html).toContain('<h1>Harbour Hawks vs Valley Owls</h1>');
    expect(html).toContain('data-side="home">3<');
    expect(html).toContain('data-side="away">2<');
    expect(html).toContain('Play-by-play');
    expect(meta(html, 'og:image')).toBe(
      `https://tempo.example/leagues/${slug}/games/${g.gameId}/card.png`,
    );
    expect(html).toMatch(/<title>Harbour Hawks 3–2 Valley Owls · /);
  });

  it('the standings, schedule, bracket and leaders pages render', async () => {
    const standings = expectStatus(await page(`/leagues/${slug}/standings`), 200).body;
    expect(standings).toContain('<h1>Standings</h1>');
    const schedule = expectStatus(
      await page(`/leagues/${slug}/schedule?team=${g.awayTeamId}&from=&to=`),
      200,
    ).body;
    expect(schedule).toMatch(/<form class="ps-filter" action="[^"]+" method="get">/);
    expect(schedule).toContain(`<option value="${g.awayTeamId}" selected="">`);
    expect(schedule).toContain('Valley Owls');
    expectStatus(await page(`/leagues/${slug}/bracket`), 200);
    expectStatus(await page(`/leagues/${slug}/leaders`), 200);
  });

  it('a bad filter is a 400 page that says what is wrong', async () => {
    const res = expectStatus(await page(`/leagues/${slug}/schedule?from=yesterday`), 400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Use a date like 2026-05-01');
    // In the reader's language, as the API's answers and the forms say it.
    const spanish = expectStatus(
      await page(`/leagues/${slug}/schedule?from=yesterday&lang=es`),
      400,
    );
    expect(spanish.body).toContain('Usa una fecha como 2026-09-30');
    expect(spanish.body).not.toContain('Use a date like');
  });

  it('unknown leagues and pages are a 404 page', async () => {
    for (const path of ['/leagues/no-such-league', `/leagues/${slug}/nothing-here`]) {
      const res = expectStatus(await page(path), 404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toMatch(/not available/i);
    }
    expectStatus(await page(`/leagues/${slug}/games/no-such-game`), 404);
  });

  it('lists every page of the season in the sitemap, and robots.txt keeps crawlers out of the API', async () => {
    const xml = expectStatus(await page(`/leagues/${slug}/sitemap.xml`), 200).body;
    for (const path of [
      '',
      '/standings',
      `/teams/${g.homeTeamId}`,
      `/players/${g.away[0]}`,
      `/games/${g.gameId}`,
    ]) {
      expect(xml).toContain(`<loc>https://tempo.example/leagues/${slug}${path}</loc>`);
    }
    const robots = expectStatus(await page('/robots.txt'), 200).body;
    expect(robots).toContain('Allow: /leagues/');
    expect(robots).toContain('Allow: /embed/');
    expect(robots).toContain('Disallow: /api/');
  });

  it("speaks the tournament's language, and ?lang= another one for one page and its links", async () => {
    const tournament = `/api/tournaments/${g.tournamentId}`;
    expectStatus(await g.owner.patch(tournament, { language: 'es' }), 200);
    try {
      const home = expectStatus(await page(`/leagues/${slug}`), 200).body;
      expect(home).toContain('<html lang="es">');
      expect(home).toContain('En directo');
      expect(home).toContain('Próximos partidos');
      expect(home).toContain('aria-label="Liga"');
      expect(home).not.toContain('Live now');
      // The messages of the one language the page speaks travel with it, for hydration.
      expect(home).toContain('"locale":"es"');
      expect(home).not.toContain('"Live now"');

      const game = expectStatus(await page(`/leagues/${slug}/games/${g.gameId}`), 200).body;
      expect(game).toContain('<html lang="es">');
      expect(game).toContain('<h1>Harbour Hawks - Valley Owls</h1>');
      expect(game).toContain('Jugada a jugada');
      expect(game).toMatch(/En directo · 1C/);
      expect(meta(game, 'description')).toContain('marcador, jugada a jugada');

      const french = expectStatus(await page(`/leagues/${slug}/games/${g.gameId}?lang=fr`), 200);
      expect(french.body).toContain('<html lang="fr">');
      expect(french.body).toContain('Action par action');
      expect(french.body).toContain(`href="/leagues/${slug}/standings?lang=fr"`);
      expect(french.body).toContain(`href="/leagues/${slug}/teams/${g.homeTeamId}?lang=fr"`);
      // A language Tempo does not speak is the tournament's.
      const unknown = expectStatus(await page(`/leagues/${slug}?lang=xx`), 200).body;
      expect(unknown).toContain('<html lang="es">');
      expect(unknown).not.toContain('/schedule?lang=');

      const embed = expectStatus(await page(`/embed/leagues/${slug}/standings`), 200).body;
      expect(embed).toContain('<html lang="es">');
      expect(embed).toContain('Clasificación');
      expect(embed).toContain('web completa');
      const ticker = expectStatus(await page(`/embed/leagues/${slug}/ticker?lang=pt-BR`), 200);
      expect(ticker.body).toContain('<html lang="pt-BR">');
      expect(ticker.body).toContain('AO VIVO 1Q');

      // A page without a league speaks the reader's language.
      const missing = expectStatus(
        await page('/leagues/no-such-league', { 'accept-language': 'fr-CA,fr;q=0.9' }),
        404,
      );
      expect(missing.body).toContain('<html lang="fr">');
      expect(missing.body).toContain('Indisponible');
    } finally {
      expectStatus(await g.owner.patch(tournament, { language: 'en' }), 200);
    }
  });

  it('an old address is a 301 to the new one, and a site turned off is a 404 page', async () => {
    expectStatus(await g.owner.patch(settingsUrl(), { slug: 'harbour-city' }), 200);
    const moved = expectStatus(await page(`/leagues/${slug}/standings?season=${g.seasonId}`), 301);
    expect(moved.headers.location).toBe(`/leagues/harbour-city/standings?season=${g.seasonId}`);
    expectStatus(await page('/leagues/harbour-city/standings'), 200);

    expectStatus(await g.owner.patch(settingsUrl(), { enabled: false }), 200);
    const off = expectStatus(await page('/leagues/harbour-city'), 404);
    expect(off.body).toMatch(/not available/i);
  });
});
