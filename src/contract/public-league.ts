// The public league site: what an organiser publishes about a tournament, and what anyone can
// read about it without an account (docs/product/public-league-site.md). Every payload here is
// built for strangers: no birth dates, no member or account data, and players' and coaches' names
// only in the form the organiser chose.
import { z } from 'zod';
import { foulKinds, foulOffenders, turnoverKinds } from '../domain/game/events.ts';
import {
  gamePhaseSchema,
  gameStatusSchema,
  gameTeamSchema,
  scoreSourceSchema,
  standingRowSchema,
} from './games.ts';
import { bracketSchema } from './playoffs.ts';
import {
  gameChartsSchema,
  leaderCategorySchema,
  minimumGamesSchema,
  playerGameLogRowSchema,
  shootingPctSchema,
  statLineSchema,
} from './season-stats.ts';
import { seasonStatusSchema } from './seasons.ts';
import { positionSchema } from './teams.ts';

/** Addresses the site itself uses under /leagues/: a league may not take them. */
export const reservedLeagueSlugs = ['new', 'admin', 'api', 'embed', 'sitemap', 'robots'] as const;

/** A league's address: /leagues/<slug>. */
export const leagueSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters')
  .max(60, 'Use at most 60 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use letters, digits and single hyphens between them, like harbour-city',
  )
  .refine((s) => !(reservedLeagueSlugs as readonly string[]).includes(s), {
    message: 'That address is reserved; choose another',
  });

/** An address a league had before, as a path names it: any it was once allowed to take. */
export const oldAddressSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(60, 'Use at most 60 characters');

/**
 * How players' names appear in public. Youth leagues often show only the jersey number.
 * full: "Maya Lopez"; initial: "Maya L."; jersey: "#23".
 */
export const publicNameDisplays = ['full', 'initial', 'jersey'] as const;
export const publicNameDisplaySchema = z.enum(publicNameDisplays);
export type PublicNameDisplay = z.infer<typeof publicNameDisplaySchema>;

/**
 * How long an address a league leaves stays with it: it sends readers to the league's current
 * address, and no other league may take it, unless the league's owner releases it sooner.
 */
export const oldAddressHoldDays = 90;

/** An address the league had before: a redirect to its current one. */
export const publicOldAddressSchema = z.object({
  slug: z.string(),
  /** Until then no other league may take it; afterwards it redirects until one does. */
  heldUntil: z.iso.datetime(),
});
export type PublicOldAddress = z.infer<typeof publicOldAddressSchema>;

/** The organiser's publication controls (tournament settings, admins and the owner). */
export const publicSiteSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Null until the organiser first picks an address. */
  slug: z.string().nullable(),
  nameDisplay: publicNameDisplaySchema,
  /** Absolute URL of the site's home, or null without a slug. */
  url: z.string().nullable(),
  /** The addresses it had before, the most recently left first. */
  oldAddresses: z.array(publicOldAddressSchema),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** Turning the site on needs an address (the server answers 400 otherwise); a taken one is 409. */
export const updatePublicSiteSchema = z
  .object({
    enabled: z.boolean(),
    slug: leagueSlugSchema,
    nameDisplay: publicNameDisplaySchema,
  })
  .partial();
export type UpdatePublicSite = z.input<typeof updatePublicSiteSchema>;

/**
 * Public pages pick a season with ?season=<id>; without it, the league's current season. Pages and
 * embeds speak the tournament's language, or the one ?lang=<code> asks for (the JSON ignores it).
 */
export const publicSeasonQuerySchema = z.object({
  season: z.string().max(64).optional(),
  lang: z.string().max(35).optional(),
});

/** How many games one page of a schedule lists: a large league's season is thousands. */
export const publicSchedulePageSize = 100;

/**
 * Schedule filters: one team, and/or a day range (ISO dates, the reader's own calendar days), and
 * the page of the games they match (`publicSchedulePageSize` a page, from 1).
 */
export const publicScheduleQuerySchema = publicSeasonQuerySchema.extend({
  team: z.string().max(64).optional(),
  from: z.iso.date('Use a date like 2026-05-01').optional(),
  to: z.iso.date('Use a date like 2026-05-31').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** What every public page shows in its header and needs for its links and plan rules. */
export const publicLeagueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  seasons: z.array(z.object({ id: z.string(), name: z.string(), status: seasonStatusSchema })),
  /** The season the page shows. */
  season: z.object({ id: z.string(), name: z.string(), status: seasonStatusSchema }).nullable(),
  /** Player-level statistics follow the owner's plan, as the stat sheet does. */
  playerStats: z.boolean(),
  shotCharts: z.boolean(),
  /** Free leagues show the "powered by Tempo" mark. */
  poweredBy: z.boolean(),
  nameDisplay: publicNameDisplaySchema,
  /** The tournament's language (a catalogue's code): its pages, embeds and cards speak it. */
  language: z.string(),
});
export type PublicLeague = z.infer<typeof publicLeagueSchema>;

export const publicGameSchema = z.object({
  id: z.string(),
  status: gameStatusSchema,
  phase: gamePhaseSchema,
  scheduledAt: z.iso.datetime({ offset: true }).nullable(),
  /** The venue's time zone; pages show times in the reader's own zone when they can. */
  timezone: z.string(),
  venue: z.string(),
  court: z.string(),
  round: z.string(),
  home: gameTeamSchema,
  away: gameTeamSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** Live games: the period being played, for "Q3" beside the score. */
  period: z.number().int().nullable(),
});
export type PublicGame = z.infer<typeof publicGameSchema>;

export const publicHomeSchema = z.object({
  league: publicLeagueSchema,
  live: z.array(publicGameSchema),
  upcoming: z.array(publicGameSchema),
  recent: z.array(publicGameSchema),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;

export const publicScheduleSchema = z.object({
  league: publicLeagueSchema,
  teams: z.array(gameTeamSchema),
  /** The page's games, in start order (unscheduled ones last). */
  games: z.array(publicGameSchema),
  /** How many games the filters match, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicSchedule = z.infer<typeof publicScheduleSchema>;

export const publicStandingsSchema = z.object({
  league: publicLeagueSchema,
  rows: z.array(standingRowSchema),
});
export type PublicStandings = z.infer<typeof publicStandingsSchema>;

export const publicBracketSchema = z.object({
  league: publicLeagueSchema,
  bracket: bracketSchema.nullable(),
});
export type PublicBracket = z.infer<typeof publicBracketSchema>;

/**
 * Leaders name players as the organiser chose; empty when the plan has no player statistics. The
 * rule and the categories' labels are in the tournament's language; `minimumGames` and each
 * category's key and numbers word them in another.
 */
export const publicLeadersSchema = z.object({
  league: publicLeagueSchema,
  minimumGamesRule: z.string(),
  minimumGames: minimumGamesSchema.nullable(),
  leaders: z.array(leaderCategorySchema),
});
export type PublicLeaders = z.infer<typeof publicLeadersSchema>;

/** A player as strangers see them: `name` is already in the organiser's chosen form. */
export const publicPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  jersey: z.string(),
  position: positionSchema.nullable(),
});
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

export const publicPlayerLineSchema = publicPlayerSchema.extend({
  games: z.number().int(),
  perGame: statLineSchema,
  pct: shootingPctSchema,
});

export const publicTeamPageSchema = z.object({
  league: publicLeagueSchema,
  /** `coachName` in the organiser's name form; empty in the jersey form. */
  team: gameTeamSchema.extend({ coachName: z.string() }),
  record: z.object({ wins: z.number().int(), losses: z.number().int() }),
  roster: z.array(publicPlayerSchema),
  /** The roster's season averages; empty when the plan has no player statistics. */
  players: z.array(publicPlayerLineSchema),
  games: z.array(publicGameSchema),
});
export type PublicTeamPage = z.infer<typeof publicTeamPageSchema>;

export const publicPlayerPageSchema = z.object({
  league: publicLeagueSchema,
  player: publicPlayerSchema,
  team: gameTeamSchema,
  /** Null when the plan has no player statistics. */
  stats: z
    .object({
      games: z.number().int(),
      perGame: statLineSchema,
      totals: statLineSchema,
      pct: shootingPctSchema,
      gameLog: z.array(playerGameLogRowSchema),
    })
    .nullable(),
});
export type PublicPlayerPage = z.infer<typeof publicPlayerPageSchema>;

/** A player a play names: `name` in the organiser's chosen form, null if not on the roster. */
export const publicPlayPlayerSchema = z.object({ id: z.string(), name: z.string().nullable() });
export type PublicPlayPlayer = z.infer<typeof publicPlayPlayerSchema>;

const playPlayer = publicPlayPlayerSchema;

/**
 * What a play was, for a page to say in its reader's language: its kind and what it needs
 * (players, points, made or missed…). The kinds are the play-by-play's event types.
 */
export const publicPlayDetailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['game-start', 'game-end', 'timeout', 'possession-arrow']) }),
  z.object({
    kind: z.enum(['period-start', 'period-end']),
    /** The period that starts or ends. */
    period: z.number().int(),
    /** Regulation periods of the game's rules (4 quarters, 2 halves…), for the period's name. */
    periods: z.number().int(),
  }),
  /** The time & score console's buttons: +1/+2/+3, or −1 for a correction. */
  z.object({ kind: z.literal('score-adjust'), points: z.number().int() }),
  z.object({ kind: z.literal('score-source'), source: scoreSourceSchema }),
  z.object({
    kind: z.enum(['shot', 'free-throw']),
    player: playPlayer,
    points: z.number().int(),
    made: z.boolean(),
    assist: playPlayer.nullable(),
  }),
  z.object({
    kind: z.literal('rebound'),
    /** Null: a team rebound. */
    player: playPlayer.nullable(),
    offensive: z.boolean(),
    deadBall: z.boolean(),
  }),
  z.object({
    kind: z.literal('turnover'),
    player: playPlayer.nullable(),
    turnover: z.enum(turnoverKinds),
  }),
  z.object({ kind: z.enum(['steal', 'block']), player: playPlayer }),
  z.object({
    kind: z.literal('foul'),
    /** Null with a 'player' offender: the team's foul, no player recorded. */
    offender: z.enum(foulOffenders),
    player: playPlayer.nullable(),
    foul: z.enum(foulKinds),
    shooting: z.boolean(),
    drawnBy: playPlayer.nullable(),
  }),
  z.object({
    kind: z.literal('substitution'),
    playersIn: z.array(playPlayer),
    playersOut: z.array(playPlayer),
  }),
  z.object({ kind: z.literal('starting-lineup'), players: z.array(playPlayer) }),
]);
export type PublicPlayDetail = z.infer<typeof publicPlayDetailSchema>;

/** One play, as the play-by-play lists it. */
export const publicPlaySchema = z.object({
  seq: z.number().int(),
  period: z.number().int(),
  /** Game clock when it happened, in ms remaining in the period. */
  clockMs: z.number().int(),
  teamId: z.string().nullable(),
  /** The play in words, in the tournament's language. */
  text: z.string(),
  /** What the play was, for wording it in another language; null for a play of an unknown kind. */
  detail: publicPlayDetailSchema.nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type PublicPlay = z.infer<typeof publicPlaySchema>;

export const publicBoxLineSchema = publicPlayerSchema.extend({
  /** False for a player no longer on the roster (inactive): named, but without a page to link. */
  hasPage: z.boolean(),
  starter: z.boolean(),
  line: statLineSchema,
});

export const publicGamePageSchema = z.object({
  league: publicLeagueSchema,
  game: publicGameSchema,
  /** Newest first. */
  plays: z.array(publicPlaySchema),
  /** Player lines per team; empty when the plan has no player statistics. */
  box: z.object({ home: z.array(publicBoxLineSchema), away: z.array(publicBoxLineSchema) }),
  teamTotals: z.object({ home: statLineSchema, away: statLineSchema }),
  /** Score flow always; shots only when the plan includes shot charts. */
  charts: gameChartsSchema.nullable(),
});
export type PublicGamePage = z.infer<typeof publicGamePageSchema>;
