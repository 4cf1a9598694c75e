// Sharing a public league site (docs/product/public-league-site.md): preview images for link
// previews, the embeds clubs frame on their own sites, and the organiser's printable poster.
// Everything anonymous here reads through the public league's answers, so the site being off, the
// names in public and the plan's rules are decided in one place; off is a 404 at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leagueParams } from '../../../contract/endpoints/public-league.ts';
import * as shareEndpoints from '../../../contract/endpoints/public-share.ts';
import {
  embedQuerySchema,
  publicSharePaths,
  type EmbedQuery,
  type EmbedTheme,
} from '../../../contract/public-share.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { displayText } from '../../../domain/text/display-text.ts';
import type { PublicLeague } from '../../../contract/public-league.ts';
import { HttpError, notFound, msg } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { workOf, type ChargeWork } from '../../http/public-work-budget.ts';
import { routeAccess } from '../common/route-access.ts';
import { sendAttachment } from '../exports/attachment.ts';
import { LruMap } from '../../lru-map.ts';
import { CardRenderer } from './card-renderer.ts';
import {
  scheduleEmbed,
  scheduleEmbedLimit,
  standingsEmbed,
  tickerEmbed,
  unavailableEmbed,
  type EmbedContext,
} from './embed-html.tsx';
import type { PublicAnswer } from '../public-league/public-loaders.ts';
import {
  etagMatches,
  notAvailableHeaders,
  publicCacheHeaders,
  sendMoved,
  sendWithEtag,
} from '../public-league/public-http.ts';
import { readCosts } from '../public-league/public-read-costs.ts';
import { publicSiteUrl } from '../public-league/public-site-settings.ts';
import { langOf, leagueLanguage, readerLanguage } from '../public-pages/page-language.ts';
import { wordsOf, type Words } from '../../../public-site/words.ts';
import { tickerScript, tickerScriptPath } from './ticker-script.ts';

/** A card's SVG and its version (the hash of the SVG). */
interface DrawnCard {
  svg: string;
  etag: string;
}

/** What comes before the slug in the cards' and the embeds' paths. */
const cardPrefix = '/leagues/';
const embedPrefix = '/embed/leagues/';

/**
 * The cards' drawing, loaded at the first card: its text engine (fontkit, bidi-js) and fonts are
 * memory most servers never use, as sharp's is.
 */
const cardDrawing = () => import('./card-svg.ts');

const printPoster = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'read',
  action: 'printPoster',
});

/**
 * The payload, or null for "not available" (an answer nobody may keep); an old address of the
 * league is sent on to its current one, with the rest of the path (and the query) as asked.
 */
function payloadOf<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
  answer: PublicAnswer<T>,
): T | null | 'redirected' {
  if (answer.kind === 'ok') return answer.body;
  if (answer.kind === 'not-found') {
    void reply.headers(notAvailableHeaders);
    return null;
  }
  void sendMoved(req, reply, prefix, answer.slug);
  return 'redirected';
}

export const publicShareRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = app.publicAnswers;
  const now = () => answers.src.now();
  const cards = new CardRenderer();

  const siteUrl = (req: FastifyRequest, slug: string) => publicSiteUrl(linkOriginOf(req), slug);
  /** A card's or an embed's words: the tournament's language, or the one `?lang=` asks for. */
  const wordsFor = (req: FastifyRequest, league: PublicLeague): Words =>
    wordsOf(leagueLanguage(app.deps.i18n, league.language, langOf(req)));

  /**
   * Each card's SVG and its version, drawn once per language and data: laying its text out in
   * glyph outlines and hashing its tens of kilobytes cost far more than this look-up, and a shared
   * link brings a crowd asking for the same card. New data is a new key.
   */
  // As many as finished PNGs are kept (card-renderer.ts): 20–40 KB each.
  const drawn = new LruMap<string, DrawnCard>(128);
  function drawnCard(
    words: Words,
    data: unknown,
    draw: () => string,
    charge: ChargeWork,
  ): DrawnCard {
    const key = `${words.locale} ${JSON.stringify(data)}`;
    let card = drawn.get(key);
    if (!card) {
      const svg = draw();
      charge(readCosts.rendered(svg.length));
      drawn.set(key, (card = { svg, etag: CardRenderer.etagOf(svg) }));
    }
    return card;
  }

  async function sendCard(req: FastifyRequest, reply: FastifyReply, { svg, etag }: DrawnCard) {
    void reply.headers({ ...publicCacheHeaders, etag });
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
    const card = await cards.render(svg, etag);
    return reply.type('image/png').header('content-length', card.png.length).send(card.png);
  }

  app.route({
    ...endpointRoute(shareEndpoints.getGameCard),
    handler: async (req, reply) => {
      const { slug, gameId } = req.params;
      const charge = workOf(req);
      const page = payloadOf(req, reply, cardPrefix, await answers.gameCard(slug, gameId, charge));
      if (page === 'redirected') return reply;
      if (!page) throw notFound(msg('error.public.gameUnavailable'));
      const { gameCardSvg } = await cardDrawing();
      const words = wordsFor(req, page.league);
      const card = drawnCard(
        words,
        ['game', page.league.name, page.game],
        () => gameCardSvg(words, page.league.name, page.game),
        charge,
      );
      return sendCard(req, reply, card);
    },
  });

  app.route({
    ...endpointRoute(shareEndpoints.getStandingsCard),
    handler: async (req, reply) => {
      const { slug } = req.params;
      const charge = workOf(req);
      const table = payloadOf(req, reply, cardPrefix, await answers.standings(slug, {}, charge));
      if (table === 'redirected') return reply;
      if (!table) throw notFound(msg('error.public.leagueUnavailable'));
      const { standingsCardSvg } = await cardDrawing();
      const words = wordsFor(req, table.league);
      const card = drawnCard(
        words,
        ['standings', table],
        () => standingsCardSvg(words, table),
        charge,
      );
      return sendCard(req, reply, card);
    },
  });

  /** The "not available" page as a 404, in `?lang=`'s language or the reader's. */
  function sendUnavailable(
    req: FastifyRequest,
    reply: FastifyReply,
    lang: string | undefined,
    theme: EmbedTheme,
  ) {
    const language = readerLanguage(app.deps.i18n, lang, req.headers['accept-language']);
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unavailableEmbed(wordsOf(language), theme));
  }

  /** One embed: its page from the data, or the "not available" page as a 404. */
  function embedRoute<T extends { league: PublicLeague }>(
    path: string,
    load: (slug: string, query: EmbedQuery, charge: ChargeWork) => Promise<PublicAnswer<T>>,
    render: (data: T, ctx: EmbedContext) => string,
  ) {
    app.get(
      path,
      { schema: { hide: true, params: leagueParams, querystring: embedQuerySchema } },
      async (req, reply) => {
        const { slug } = req.params;
        const { theme = 'light', ...query } = req.query;
        const data = payloadOf(req, reply, embedPrefix, await load(slug, query, workOf(req)));
        if (data === 'redirected') return reply;
        if (!data) return sendUnavailable(req, reply, query.lang, theme);
        const words = wordsFor(req, data.league);
        const html = render(data, { words, theme, siteUrl: siteUrl(req, slug) });
        return sendWithEtag(req, reply, html, 'text/html; charset=utf-8');
      },
    );
  }

  embedRoute(
    publicSharePaths.embedStandings,
    (slug, query, charge) => answers.standings(slug, { season: query.season }, charge),
    standingsEmbed,
  );

  embedRoute(
    publicSharePaths.embedSchedule,
    (slug, query, charge) =>
      answers.around(
        slug,
        { season: query.season },
        { now: now(), limit: scheduleEmbedLimit },
        charge,
      ),
    scheduleEmbed,
  );

  // The ticker asks every few seconds with its ETag: an unchanged ticker costs a 304.
  embedRoute(
    publicSharePaths.embedTicker,
    (slug, query, charge) => answers.home(slug, { season: query.season }, charge),
    (data, ctx) => tickerEmbed(data, { ...ctx, script: tickerScriptPath }, now()),
  );

  // Every other address under /embed/ is answered here too, so the app's history fallback never
  // answers one (with the headers that let any site frame an embed). An embed's address with a
  // trailing slash is sent on to the embed, as a club's page may well write it; anything else is
  // the embeds' own 404.
  for (const path of [
    publicSharePaths.embedStandings,
    publicSharePaths.embedSchedule,
    publicSharePaths.embedTicker,
  ]) {
    app.get(`${path}/`, { schema: { hide: true } }, (req, reply) => {
      const query = req.url.indexOf('?');
      const pathname = query < 0 ? req.url : req.url.slice(0, query);
      const target = pathname.slice(0, -1) + (query < 0 ? '' : req.url.slice(query));
      return reply.header('cache-control', 'public, max-age=300').redirect(target, 301);
    });
  }
  const notAnEmbed = (req: FastifyRequest, reply: FastifyReply) => {
    const query = req.query as Record<string, unknown>;
    const lang = typeof query.lang === 'string' ? query.lang : undefined;
    return sendUnavailable(req, reply, lang, query.theme === 'dark' ? 'dark' : 'light');
  };
  app.get('/embed', { schema: { hide: true } }, notAnEmbed);
  app.get('/embed/*', { schema: { hide: true } }, notAnEmbed);

  // Its address changes with its content, so it may be kept for a year.
  app.get(tickerScriptPath, { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(tickerScript),
  );

  app.route({
    ...endpointRoute(shareEndpoints.getPublicSitePoster),
    ...printPoster.options,
    handler: async (req, reply) => {
      const { tournament } = printPoster.of(req);
      if (!tournament.publicSite || !tournament.publicSlug) {
        throw new HttpError(409, errorCodes.conflict, msg('error.public.siteOff'));
      }
      // Loaded at the first poster: PDFKit, React's server renderer and the fonts.
      const { renderPosterPdf } = await import('./poster-pdf.ts');
      const t = app.deps.i18n.t(tournament.language, 'server');
      const body = await renderPosterPdf(
        { leagueName: displayText(tournament.name), url: siteUrl(req, tournament.publicSlug) },
        t,
        req.log,
      );
      return sendAttachment(reply, {
        body,
        contentType: 'application/pdf',
        name: t('poster.fileName', { league: tournament.name }),
        extension: 'pdf',
      });
    },
  });
};
