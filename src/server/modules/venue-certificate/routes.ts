import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVenueCertificate } from '../../../contract/endpoints/system.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { msg, notFound } from '../../http/errors.ts';
import { venueAuthority } from '../../tls/venue-authority.ts';

/**
 * Tempo's certificate authority as a file a device installs (docs/product/venue-https.md). Served
 * on plain HTTP too: a device has to fetch it before it trusts the HTTPS address. The type is the
 * one iOS and Android open as a certificate to install rather than a page to show.
 */
export const venueCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const authority = venueAuthority(app.deps.config);
  app.route({
    ...endpointRoute(getVenueCertificate),
    handler: async (_req, reply) => {
      if (!authority) throw notFound(msg('error.notFound.venueCertificate'));
      return reply
        .header('content-type', 'application/x-x509-ca-cert')
        .header('content-disposition', 'attachment; filename="tempo-venue-ca.crt"')
        .header('cache-control', 'no-cache')
        .send(authority.certPem);
    },
  });
};
