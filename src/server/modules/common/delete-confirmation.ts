// DELETE without ?confirm=true answers 409 with what would go with the row, so nobody loses a
// season's games by one click (docs/product/league-data.md: the API says what a cascade takes first).
import type { FastifyReply } from 'fastify';
import { errorCodes } from '../../../contract/errors.ts';
import type { DeletePreview } from '../../../contract/tournaments.ts';

const nouns: Record<string, [string, string]> = {
  seasons: ['season', 'seasons'],
  teams: ['team', 'teams'],
  players: ['player', 'players'],
  games: ['game', 'games'],
  members: ['member', 'members'],
};

export function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => {
      const [one, many] = nouns[key] ?? [key, key];
      return `${n} ${n === 1 ? one : many}`;
    });
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** `lead` goes before the warning, for a cause the counts alone do not tell. */
export function deletePreview(
  what: string,
  counts: Record<string, number>,
  lead = '',
): DeletePreview {
  const listed = describeCounts(counts);
  const message = listed
    ? `${lead}Deleting ${what} also deletes ${listed}. This cannot be undone.`
    : `${lead}Deleting ${what} cannot be undone.`;
  return { code: errorCodes.confirmationRequired, message, counts };
}

/**
 * The flow every confirmed DELETE shares: without ?confirm=true, answer 409 with `preview()` and
 * delete nothing; a null preview (nothing would go with the row) needs no confirmation. Then
 * `remove()` and 204. The role check comes before, in the route.
 */
export async function deleteWithConfirmation(
  reply: FastifyReply,
  confirm: string | undefined,
  steps: { preview: () => Promise<DeletePreview | null>; remove: () => Promise<unknown> },
): Promise<FastifyReply> {
  if (confirm !== 'true') {
    const asked = await steps.preview();
    if (asked) return reply.status(409).send(asked);
  }
  await steps.remove();
  return reply.status(204).send(null);
}
