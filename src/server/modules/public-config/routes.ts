import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicConfig } from '../../../contract/endpoints/system.ts';
import type { PublicConfig } from '../../../contract/public-config.ts';
import { users } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { isMachineAddress } from '../../http/machine-addresses.ts';
import { venueAuthority } from '../../tls/venue-authority.ts';

/** What the browser may know of the configuration: which sign-in buttons and features to show. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;
  const authority = venueAuthority(config);
  const body: Omit<PublicConfig, 'linkOrigin' | 'linksInTerminal'> = {
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
  // Once an account exists it stays so: no more asking the database after that.
  let someAccount = false;
  const noAccountYet = async () => {
    if (someAccount) return false;
    const [row] = await db.select({ id: users.id }).from(users).limit(1);
    someAccount = row !== undefined;
    return !someAccount;
  };
  // What depends on the request: the address it was made at, and whether its maker can see the
  // terminal.
  app.route({
    ...endpointRoute(getPublicConfig),
    handler: async (req): Promise<PublicConfig> => ({
      ...body,
      linkOrigin: linkOriginOf(req),
      linksInTerminal: !body.sendsMail && (isMachineAddress(req.ip) || (await noAccountYet())),
    }),
  });
};
