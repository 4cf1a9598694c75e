// What the table logs to keep the official score (decision 0046).
import type { EventPayload } from '../../../../domain/game/events.ts';

/** The table's count restarts from the stats consoles', and is the official score from then on. */
export const tableTakesStatsScore: EventPayload = {
  type: 'score-source',
  source: 'console',
  matchStats: true,
};
