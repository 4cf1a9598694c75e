// Builds the Fastify app from its dependencies. main.ts runs it; tests build one per file and
// call it through app.inject(), so what is tested is exactly what runs.
import { randomUUID } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes.ts';
import type { AppDeps } from './deps.ts';
import { isBuiltAsset, subresourceHeaders } from './http/built-assets.ts';
import { dataAnswerHeaders, isDataAnswer, type HeaderList } from './http/data-answers.ts';
import { registerErrorHandling } from './http/errors.ts';
import { openapiDocument } from './http/openapi-document.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { isSecureContext } from './http/origins.ts';
import { exposureOf, openToOtherSites } from './http/public-resources.ts';
import { registerWeb } from './http/static-web.ts';
import { registerConnectionLimit } from './http/address-limits.ts';
import { registerPublicSiteLimit } from './http/public-site-limit.ts';
import { registerPublicWorkBudget } from './http/public-work-budget.ts';
import { registerBodyPace, requestTimeouts } from './http/request-timeouts.ts';
import { registerResponseCompression } from './http/compress-responses.ts';
import { registerLargeAnswers } from './http/large-answers.ts';
import { registerSse } from './http/sse.ts';
import { startExpiryJob } from './billing/expiry-job.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { startAnalyticsRetentionJob } from './modules/analytics/retention-job.ts';
import { startUploadSweepJob } from './modules/uploads/upload-sweep-job.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { gameChartsRoutes } from './modules/game-charts/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { LiveService } from './modules/live/live-service.ts';
import { deviceNameRoutes } from './modules/live/device-name-routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { managementRoutes } from './modules/management-routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { publicConfigRoutes } from './modules/public-config/routes.ts';
import { PublicAnswers } from './modules/public-league/public-answers.ts';
import { publicLeagueRoutes } from './modules/public-league/routes.ts';
import { publicShareRoutes } from './modules/public-share/routes.ts';
import { publicPageRoutes } from './modules/public-pages/routes.ts';
import { venueCertificateRoutes } from './modules/venue-certificate/routes.ts';
import { RequestLinesAtDebug } from './logging/request-lines-at-debug.ts';

export interface BuildOptions {
  /** The process's pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /**
   * The level of the lines Fastify logs for each request: `info` in a log machines read, `debug`
   * in one a person reads (logging/request-lines-at-debug.ts).
   */
  requestLines?: 'info' | 'debug';
  /** Serve the built web app from config.webDir. */
  serveWeb?: boolean;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    ...(opts.requestLines === 'debug' ? { logController: new RequestLinesAtDebug() } : {}),
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ...requestTimeouts,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  const live = new LiveService(deps, app.log);
  app.decorate('live', live);
  // After preClose has ended the streams.
  app.addHook('onClose', () => live.close());
  const publicAnswers = new PublicAnswers(deps, live, app.log);
  app.decorate('publicAnswers', publicAnswers);
  app.addHook('onClose', () => publicAnswers.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSse(app);
  registerBodyPace(app);

  // Sync hook: an async one costs a promise on every response. Built assets go without
  // (built-assets.ts): nobody reports a problem with a cached script by its request id.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!isBuiltAsset(req.method, req.url)) void reply.header('x-request-id', req.id);
    done(null, payload);
  });
  registerResponseCompression(app);
  // After compression: it paces the bytes that are sent.
  registerLargeAnswers(app);

  // Set on the raw response, as @fastify/helmet does, so hijacked replies (SSE) carry them too.
  // One set per exposure (public-resources.ts): what other sites may embed or read.
  const https = deps.config.publicUrl.startsWith('https://');
  const headerSets = {
    private: await securityHeaders(helmetOptions({ https, framable: false, crossOrigin: false })),
    public: await securityHeaders(helmetOptions({ https, framable: false, crossOrigin: true })),
    framable: await securityHeaders(helmetOptions({ https, framable: true, crossOrigin: true })),
  };
  // Browsers ignore Cross-Origin-Opener-Policy on plain http at a LAN address or host name (not
  // a secure context) and report an error in the console for every page; it is left out there.
  const withoutCoop = (list: HeaderList) =>
    list.filter(([name]) => name !== 'cross-origin-opener-policy');
  const insecureHeaderSets = {
    private: withoutCoop(headerSets.private),
    public: withoutCoop(headerSets.public),
    framable: withoutCoop(headerSets.framable),
  };
  const assetHeaders = headerSets.private.filter(([name]) => subresourceHeaders.has(name));
  const dataHeaderSets = {
    private: dataAnswerHeaders(headerSets.private),
    public: dataAnswerHeaders(headerSets.public),
    framable: dataAnswerHeaders(headerSets.framable),
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (isBuiltAsset(req.method, req.url)) {
      for (const [name, value] of assetHeaders) reply.raw.setHeader(name, value);
      done();
      return;
    }
    const exposure = exposureOf(req.method, req.url);
    const sets = isDataAnswer(req.url)
      ? dataHeaderSets
      : isSecureContext(req.protocol, req.hostname)
        ? headerSets
        : insecureHeaderSets;
    for (const [name, value] of sets[exposure]) reply.raw.setHeader(name, value);
    if (exposure === 'public' && openToOtherSites(req, reply)) return;
    done();
  });
  // After the security headers, so a refusal carries them too.
  registerConnectionLimit(app);
  registerPublicSiteLimit(app);
  registerPublicWorkBudget(app);
  registerOriginCheck(app);

  const { authCookies } = await deps.auth.$context;
  await app.register(
    swagger,
    openapiDocument({
      publicUrl: deps.config.publicUrlSet ? deps.config.publicUrl : null,
      sessionCookie: authCookies.sessionToken.name,
    }),
  );
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; scripts stay 'self' only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(venueCertificateRoutes);
  await app.register(profileRoutes);
  await app.register(analyticsRoutes);
  await app.register(billingRoutes);
  await app.register(adminRoutes);
  await app.register(managementRoutes);
  await app.register(liveRoutes);
  await app.register(deviceNameRoutes);
  await app.register(exportRoutes);
  await app.register(gameChartsRoutes);
  await app.register(publicLeagueRoutes);
  await app.register(publicShareRoutes);
  await app.register(publicPageRoutes);

  const stopExpiryJob = startExpiryJob(deps, app.log, deps.config.premiumExpirySweepMs);
  app.addHook('onClose', stopExpiryJob);
  const stopAnalyticsRetention = startAnalyticsRetentionJob(deps, app.log);
  app.addHook('onClose', stopAnalyticsRetention);
  const stopUploadSweep = startUploadSweepJob(deps, app.log);
  app.addHook('onClose', stopUploadSweep);

  if (opts.serveWeb) await registerWeb(app, deps.config.webDir);
  else await registerWeb(app, '/nonexistent');

  return app;
}

/**
 * Helmet's options. `framable`: any page may embed it, so neither X-Frame-Options nor any
 * frame-ancestors (`*` would still refuse a broadcaster's overlay opened from a local file, which
 * has no http origin). `crossOrigin`: other sites may load it (Cross-Origin-Resource-Policy).
 */
function helmetOptions(opts: {
  https: boolean;
  framable: boolean;
  crossOrigin: boolean;
}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline styles; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: opts.framable ? null : ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: opts.framable ? false : { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: opts.crossOrigin ? 'cross-origin' : 'same-origin' },
    // Off for plain http on localhost and LAN addresses, where HSTS would lock browsers out.
    hsts: opts.https,
  };
}

/**
 * Helmet's headers, worked out once. @fastify/helmet runs helmet() afresh on every request, which
 * rebuilds the CSP string each time (about 5 % of the CPU of a busy ingest); with static options
 * (no nonces) the headers never change, so helmet answers one request of a throwaway instance
 * and its headers are copied onto every response from then on: the same bytes, helmet's rules.
 */
async function securityHeaders(options: FastifyHelmetOptions): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: OutgoingHttpHeaders = {};
  probe.get('/', (_req, reply) => {
    // Nothing but helmet has set a header on the raw response yet.
    headers = reply.raw.getHeaders();
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const list = Object.entries(headers).filter(
    (entry): entry is [string, NonNullable<OutgoingHttpHeaders[string]>] => entry[1] !== undefined,
  );
  if (!list.some(([name]) => name === 'content-security-policy')) {
    throw new Error('helmet set no Content-Security-Policy');
  }
  return list;
}
