import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../contract/api-paths.ts';
import { publicConfigSchema, type PublicConfig } from '../../../contract/public-config.ts';

/** What the browser may know of the configuration: which sign-in buttons and features to show. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const body: PublicConfig = {
    googleSignIn: config.google !== null,
    analytics: config.analytics,
    sendsMail: config.mail.smtpUrl !== null,
  };
  app.get(
    apiPaths.publicConfig,
    {
      schema: {
        tags: ['system'],
        summary: 'Server settings the web app needs before sign-in',
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
};
