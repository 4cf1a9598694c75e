// Round-robin schedule generation for a season (docs/product/league-pages.md): the domain pairs the teams and
// places them on dates, times and courts; here each local time at the venue becomes an instant
// in the chosen zone. A preview writes nothing; a commit adds all games in one transaction.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as scheduleEndpoints from '../../../contract/endpoints/schedule.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import {
  generateRoundRobin,
  maxRoundRobinTeams,
  type ScheduledPairing,
} from '../../../domain/season/round-robin.ts';
import { isTimeZone, zonedTimeToInstant } from '../../../domain/time/zoned-time.ts';
import { games, teams } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { seasonLanguage } from '../../i18n/season-language.ts';
import { newId } from '../common/ids.ts';
import { routeAccess } from '../common/route-access.ts';

const generateSchedules = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'generateSchedules',
});

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.route({
    ...endpointRoute(scheduleEndpoints.generateSchedule),
    ...generateSchedules.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const b = req.body;
      if (!isTimeZone(b.timezone)) {
        const message = msg('field.timeZoneLike');
        throw new HttpError(400, errorCodes.validation, message, { timezone: message });
      }
      const [seasonTeams, language] = await Promise.all([
        deps.db
          .select({ id: teams.id })
          .from(teams)
          .where(eq(teams.seasonId, seasonId))
          .orderBy(asc(teams.createdAt), asc(teams.id)),
        seasonLanguage(deps.db, seasonId),
      ]);
      // The generator's refusals in words a person reads; the schema has checked the rest.
      if (seasonTeams.length < 2) {
        throw new HttpError(400, errorCodes.validation, msg('error.schedule.tooFewTeams'));
      }
      if (seasonTeams.length > maxRoundRobinTeams) {
        throw new HttpError(
          400,
          errorCodes.validation,
          msg('error.schedule.tooManyTeams', { max: maxRoundRobinTeams }),
        );
      }
      let pairings: ScheduledPairing[];
      try {
        pairings = generateRoundRobin({
          teamIds: seasonTeams.map((t) => t.id),
          rounds: b.rounds,
          startDate: b.startDate,
          weekdays: [...new Set(b.weekdays)].sort((x, y) => x - y),
          times: [...new Set(b.times)].sort(),
          courts: b.courts,
        });
      } catch (err) {
        if (!(err instanceof Error)) throw err;
        req.log.warn({ err }, 'schedule refused');
        throw new HttpError(400, errorCodes.validation, msg('error.schedule.cannotPlan'));
      }
      // The round is stored in words, in the tournament's language, like one typed by hand.
      const t = deps.i18n.t(language, 'server');
      const planned = pairings.map((p) => ({
        homeTeamId: p.homeTeamId,
        awayTeamId: p.awayTeamId,
        scheduledAt: zonedTimeToInstant(p.date, p.time, b.timezone).toISOString(),
        court: p.court,
        round: t('schedule.round', { round: p.round }),
      }));
      if (!b.commit) return { games: planned, created: 0 };
      await deps.db.transaction(async (tx) => {
        await tx.insert(games).values(
          planned.map((g) => ({
            ...g,
            id: newId(),
            seasonId,
            scheduledAt: new Date(g.scheduledAt),
            timezone: b.timezone,
            venue: b.venue,
          })),
        );
      });
      return reply.status(201).send({ games: planned, created: planned.length });
    },
  });
};
