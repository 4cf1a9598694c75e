// The language of the tournament a season belongs to: what the texts the server writes about the
// season (its bracket's words, its generated rounds) are written in.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seasons, tournaments } from '../db/tournament-schema.ts';

type Reader = Pick<Db, 'select'>;

/** English if the season is gone. */
export async function seasonLanguage(db: Reader, seasonId: string): Promise<string> {
  const [row] = await db
    .select({ language: tournaments.language })
    .from(seasons)
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .where(eq(seasons.id, seasonId));
  return row?.language ?? 'en';
}
