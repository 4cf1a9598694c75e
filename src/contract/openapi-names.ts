// What the OpenAPI document names, so generated clients name it too: renaming one renames a type
// or a scheme in every client. The server's document (server/http/openapi-document.ts) reads this
// module; the web app never loads it, and the contract's schemas carry no ids of their own.
import { adminUserSchema, auditEntrySchema } from './admin.ts';
import { orderSchema } from './billing.ts';
import { apiErrorSchema } from './api-error.ts';
import { gameSchema, standingRowSchema } from './games.ts';
import {
  gameEventSchema,
  gameStateSchema,
  liveGameSchema,
  loggedEventSchema,
  presenceSchema,
  scoreboardSummarySchema,
} from './live-games.ts';
import { bracketSchema } from './playoffs.ts';
import { profileSchema } from './profile.ts';
import { gameRulesSchema, seasonSchema } from './seasons.ts';
import { playerSchema, teamSchema } from './teams.ts';
import {
  invitePreviewSchema,
  inviteSchema,
  memberSchema,
  tournamentSchema,
  uploadSchema,
} from './tournaments.ts';

/**
 * The entities: each becomes `components.schemas.<Name>`, and every request or answer that holds
 * it refers to it with `$ref`, so a client has one `Team` type rather than a copy per route.
 */
export const componentSchemas = {
  ApiError: apiErrorSchema,
  Profile: profileSchema,
  Tournament: tournamentSchema,
  Member: memberSchema,
  Invite: inviteSchema,
  InvitePreview: invitePreviewSchema,
  Season: seasonSchema,
  GameRules: gameRulesSchema,
  Team: teamSchema,
  Player: playerSchema,
  Upload: uploadSchema,
  Game: gameSchema,
  StandingRow: standingRowSchema,
  Bracket: bracketSchema,
  LiveGame: liveGameSchema,
  GameState: gameStateSchema,
  ScoreboardSummary: scoreboardSummarySchema,
  GameEvent: gameEventSchema,
  LoggedEvent: loggedEventSchema,
  Presence: presenceSchema,
  Order: orderSchema,
  AdminUser: adminUserSchema,
  AuditEntry: auditEntrySchema,
} as const;

/** The security scheme of Better Auth's session cookie. */
export const sessionScheme = 'session';

/** An operation's `schema.security`; without one, an operation requires the session. */
export const operationSecurity = {
  session: [{ [sessionScheme]: [] }],
  /** Open to anyone: no credential. */
  anyone: [],
  /** Open to anyone; a session, when one is sent, changes the answer. */
  anyoneOrSession: [{}, { [sessionScheme]: [] }],
} as const satisfies Record<string, Array<Record<string, string[]>>>;
