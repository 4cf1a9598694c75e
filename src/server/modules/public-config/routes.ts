import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicConfig } from '../../../contract/endpoints/system.ts';
import type { PublicConfig } from '../../../contract/public-config.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { venueAuthority } from '../../tls/venue-authority.ts';

/** What the browser may know of the configuration: which sign-in buttons and features to show. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const authority = venueAuthority(config);
  const body: Omit<PublicConfig, 'linkOrigin'> = {
    googleSignIn: config.google !== null,
    analytics: config.analytics,
    sendsMail: config.mail.smtpUrl !== null,
    https: config.https
      ? {
          port: config.https.port,
          authority: authority ? { fingerprint: authority.fingerprint } : null,
        }
      : null,
  };
  // The links' origin is the one part that depends on the request: the address it was made at.
  app.route({
    ...endpointRoute(getPublicConfig),
    handler: async (req): Promise<PublicConfig> => ({ ...body, linkOrigin: linkOriginOf(req) }),
  });
};
