// Naming a device (decision 0049): a console's operator gives their device a name its crew knows
// ("Table laptop"), kept per tournament so other devices show it while that one is offline, and
// sent to the open screens of the tournament's games with the game's setup.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nameDevice } from '../../../contract/endpoints/device-names.ts';
import { deviceNames } from '../../db/live-schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { routeAccess } from '../common/route-access.ts';
import { loadDeviceNames } from './game-setup.ts';

// Whoever may record a game's events may name the devices that record them.
const nameAccess = routeAccess('gameId', {
  role: 'scorekeeper',
  intent: 'write',
  action: 'nameDevices',
});

export const deviceNameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.route({
    ...endpointRoute(nameDevice),
    ...nameAccess.options,
    handler: async (req) => {
      const { tournament, user } = nameAccess.of(req);
      const { deviceId, name } = req.body;
      const key = and(
        eq(deviceNames.tournamentId, tournament.id),
        eq(deviceNames.deviceId, deviceId),
      );
      if (name === '') await db.delete(deviceNames).where(key);
      else {
        const updatedAt = app.deps.now();
        await db
          .insert(deviceNames)
          .values({ tournamentId: tournament.id, deviceId, name, updatedBy: user.id, updatedAt })
          .onConflictDoUpdate({
            target: [deviceNames.tournamentId, deviceNames.deviceId],
            set: { name, updatedBy: user.id, updatedAt },
          });
      }
      publishGameSetupChanged(req, { tournamentId: tournament.id });
      return { deviceNames: await loadDeviceNames(db, tournament.id) };
    },
  });
};
