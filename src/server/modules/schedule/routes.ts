// Round-robin schedule generation for a season (docs/product/league-pages.md): the domain pairs the teams and
// places them on dates, times and courts; here each local time at the venue becomes an instant
// in the chosen zone. A preview writes nothing; a commit adds all games in one transaction,
// written in slices so other clients are served meanwhile (db/in-slices.ts).
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
import { writeInSlices } from '../../db/in-slices.ts';
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
      // A league's games share few start times and rounds (a 64-team league: 4,032 games, about
      // 400 start times, 126 rounds): each is worked out once, not once per game, so planning
      // does not hold the event loop for a quarter of a second.
      const instants = new Map<string, string>();
      const rounds = new Map<number, string>();
      const planned = pairings.map((p) => {
        const slot = `${p.date} ${p.time}`;
        let scheduledAt = instants.get(slot);
        if (scheduledAt === undefined) {
          scheduledAt = zonedTimeToInstant(p.date, p.time, b.timezone).toISOString();
          instants.set(slot, scheduledAt);
        }
        let round = rounds.get(p.round);
        if (round === undefined) {
          round = t('schedule.round', { round: p.round });
          rounds.set(p.round, round);
        }
        return {
          homeTeamId: p.homeTeamId,
          awayTeamId: p.awayTeamId,
          scheduledAt,
          court: p.court,
          round,
        };
      });
      if (!b.commit) return { games: planned, created: 0 };
      // In slices with turns for other clients between them, in one transaction: a league of
      // 64 teams (4,032 games) in one statement held every other client for most of a second.
      await deps.db.transaction(async (tx) => {
        await writeInSlices(planned, (slice) =>
          tx.insert(games).values(
            slice.map((g) => ({
              ...g,
              id: newId(),
              seasonId,
              scheduledAt: new Date(g.scheduledAt),
              timezone: b.timezone,
              venue: b.venue,
            })),
          ),
        );
      });
      return reply.status(201).send({ games: planned, created: planned.length });
    },
  });
};
