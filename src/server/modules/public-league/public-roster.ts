// Which players strangers see. A published league shows the players on its rosters, and the
// roster lists the active ones: a player set inactive has no page, no place among the leaders or
// on the sitemap, and their photo is the members' only. A game already played still names them
// in its box score and plays, in the tournament's name form: it is what happened.
import { and, eq, ne } from 'drizzle-orm';
import { players, tournaments } from '../../db/tournament-schema.ts';
import { publishedLeague } from './resolve-league.ts';

/** A player on a public roster (among the league's players). */
export const onPublicRoster = eq(players.active, true);

/**
 * A player whose photo strangers may see: on a public roster of a published league whose names
 * are shown. Jersey numbers only means the organiser keeps who the players are from strangers,
 * and a face would tell. The query joins the player's tournament and its owner (`users`).
 */
export const photoShownToStrangers = and(
  publishedLeague,
  onPublicRoster,
  ne(tournaments.publicNameDisplay, 'jersey'),
);
