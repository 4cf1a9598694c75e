// The public league site's pages (docs/product/public-league-site.md, decision 0028): HTML with
// the content in the first answer, in the tournament's language or the one `?lang=` asks for, from the same loaders as the JSON under /api/public/leagues,
// with the same cache headers. An old address answers 301 to the new one; a league whose site is
// off, or a page it does not have, answers a 404 page that says so. Every path under /leagues/
// is answered here, so the app's history fallback never gets one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  publicScheduleQuerySchema,
  publicSeasonQuerySchema,
} from '../../../contract/public-league.ts';
import type { PublicView } from '../../../public-site/public-view.tsx';
import { wordsOf } from '../../../public-site/words.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { workOf, type ChargeWork } from '../../http/public-work-budget.ts';
import type { NotFoundSubject, PublicAnswer } from '../public-league/public-loaders.ts';
import { madeOnce, sendMoved, sendTagged } from '../public-league/public-http.ts';
import { readCosts } from '../public-league/public-read-costs.ts';
import { publicPageAssets } from './page-assets.ts';
import { langOf, leagueLanguage, readerLanguage } from './page-language.ts';
import { pageMeta } from './page-meta.ts';
import { leagueSitemap, robotsTxt } from './sitemap.ts';
import { renderNoticeDocument, renderPublicDocument } from './render-document.tsx';
import { fieldIssueMessage, fieldIssueOf } from '../../../i18n/field-messages.ts';
import { defaultLocale } from '../../../i18n/negotiate.ts';

/** Everything before the slug in a page's path. */
const leaguePrefix = '/leagues/';
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const idParam = z.string().min(1).max(64);
const notAvailable = { kind: 'not-available', subject: 'league' } as const;

/** A notice's words: its heading, and its message from the catalogue (a 400's: its first issue's). */
type Notice =
  | { kind: 'not-available'; subject: NotFoundSubject }
  | { kind: 'bad-request'; issue: z.core.$ZodIssue | undefined };

/** The page without a league: in `?lang=`'s language or the reader's browser's. */
function sendNotice(req: FastifyRequest, reply: FastifyReply, status: 400 | 404, notice: Notice) {
  const { i18n, config } = reply.server.deps;
  const language = readerLanguage(i18n, langOf(req), req.headers['accept-language']);
  const t = i18n.t(language.locale, 'public');
  const text =
    notice.kind === 'not-available'
      ? { heading: t('site.notAvailable'), message: t(`site.notAvailable.${notice.subject}`) }
      : {
          heading: t('site.badRequest'),
          message: notice.issue
            ? fieldIssueMessage(
                i18n.t(language.locale, 'app'),
                i18n.t(defaultLocale, 'app'),
                fieldIssueOf(notice.issue),
              )
            : t('site.badRequest.message'),
        };
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(renderNoticeDocument({ ...text, language, assets: publicPageAssets(config.webDir) }));
}

/** Parses params and query with their schemas; a bad one is a 400 page naming the problem. */
function parse<S extends z.ZodType>(
  req: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  value: unknown,
): z.output<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  void sendNotice(req, reply, 400, {
    kind: 'bad-request',
    issue: result.error.issues[0],
  });
  return null;
}

/**
 * Answers a page: the loader's payload rendered, a 301, or the 404 page. `toView` turns the
 * payload into the view the page renders and hydrates. The HTML has the JSON's cache headers
 * and an ETag of its own bytes; it is rendered once per payload, address and origin, so a crowd
 * asking again for a page it has costs no render.
 */
async function sendPage<T extends object>(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer<T>,
  toView: (body: T) => PublicView,
) {
  if (answer.kind === 'redirect') return sendMoved(req, reply, leaguePrefix, answer.slug);
  if (answer.kind === 'not-found') {
    return sendNotice(req, reply, 404, { kind: 'not-available', subject: answer.subject });
  }
  const origin = linkOriginOf(req);
  // Everything the page is made of besides the payload: its address (the page, the season, the
  // filters and ?lang=) and the origin its links name.
  const html = madeOnce(answer.body, `page ${origin}${req.url}`, () => {
    const view = toView(answer.body);
    const { i18n } = req.server.deps;
    const language = leagueLanguage(i18n, view.data.league.language, langOf(req));
    const text = renderPublicDocument({
      view,
      language,
      meta: pageMeta(view, wordsOf(language)),
      origin,
      canonicalPath: req.url,
      assets: publicPageAssets(req.server.deps.config.webDir),
    });
    workOf(req)(readCosts.rendered(text.length));
    return text;
  });
  return sendTagged(req, reply, html, 'text/html; charset=utf-8');
}

export async function publicPageRoutes(app: FastifyInstance) {
  const answers = app.publicAnswers;
  // Pages of the site are not API operations: out of the OpenAPI document.
  const hide = { schema: { hide: true } };

  /** A page of one league: its params and `?season=` checked, then loaded and sent. */
  function page<P extends z.ZodType, T extends object>(
    path: string,
    params: P,
    load: (
      p: z.output<P>,
      season: string | undefined,
      charge: ChargeWork,
    ) => Promise<PublicAnswer<T>>,
    toView: (body: T, season: string | null) => PublicView,
  ) {
    app.get(path, hide, async (req, reply) => {
      const p = parse(req, reply, params, req.params);
      const query = p === null ? null : parse(req, reply, publicSeasonQuerySchema, req.query);
      if (p === null || query === null) return reply;
      const answer = await load(p, query.season, workOf(req));
      return sendPage(req, reply, answer, (body) => toView(body, query.season ?? null));
    });
  }
  const teamParams = slugParams.extend({ teamId: idParam });
  const playerParams = slugParams.extend({ playerId: idParam });
  const gameParams = slugParams.extend({ gameId: idParam });

  page(
    '/leagues/:slug',
    slugParams,
    (p, season, charge) => answers.home(p.slug, { season }, charge),
    (data, season) => ({ page: 'home', data, season }),
  );
  page(
    '/leagues/:slug/standings',
    slugParams,
    (p, season, charge) => answers.standings(p.slug, { season }, charge),
    (data, season) => ({ page: 'standings', data, season }),
  );
  page(
    '/leagues/:slug/bracket',
    slugParams,
    (p, season, charge) => answers.bracket(p.slug, { season }, charge),
    (data, season) => ({ page: 'bracket', data, season }),
  );
  page(
    '/leagues/:slug/leaders',
    slugParams,
    (p, season, charge) => answers.leaders(p.slug, { season }, charge),
    (data, season) => ({ page: 'leaders', data, season }),
  );
  page(
    '/leagues/:slug/teams/:teamId',
    teamParams,
    (p, season, charge) => answers.team(p.slug, p.teamId, { season }, charge),
    (data, season) => ({ page: 'team', data, season }),
  );
  page(
    '/leagues/:slug/players/:playerId',
    playerParams,
    (p, season, charge) => answers.player(p.slug, p.playerId, { season }, charge),
    (data, season) => ({ page: 'player', data, season }),
  );
  page(
    '/leagues/:slug/games/:gameId',
    gameParams,
    (p, season, charge) => answers.game(p.slug, p.gameId, { season }, charge),
    (data, season) => ({ page: 'game', data, season }),
  );

  // The schedule's filters come from a plain GET form: empty fields mean no filter.
  app.get('/leagues/:slug/schedule', hide, async (req, reply) => {
    const p = parse(req, reply, slugParams, req.params);
    const raw = Object.fromEntries(
      Object.entries(req.query as Record<string, unknown>).filter(([, v]) => v !== ''),
    );
    const query = p === null ? null : parse(req, reply, publicScheduleQuerySchema, raw);
    if (p === null || query === null) return reply;
    const answer = await answers.schedule(p.slug, query, workOf(req));
    return sendPage(req, reply, answer, (data) => ({
      page: 'schedule',
      data,
      season: query.season ?? null,
      filter: {
        team: query.team ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        season: query.season ?? null,
      },
    }));
  });

  app.get('/leagues/:slug/sitemap.xml', hide, async (req, reply) => {
    const p = parse(req, reply, slugParams, req.params);
    if (p === null) return reply;
    const answer = await leagueSitemap(answers, p.slug, linkOriginOf(req), workOf(req));
    if (answer.kind === 'redirect') return sendMoved(req, reply, leaguePrefix, answer.slug);
    if (answer.kind === 'not-found') return sendNotice(req, reply, 404, notAvailable);
    return sendTagged(req, reply, answer.body, 'application/xml; charset=utf-8');
  });
  app.get('/robots.txt', hide, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt),
  );

  app.get('/leagues/*', hide, (req, reply) => sendNotice(req, reply, 404, notAvailable));
}
