// DELETE without ?confirm=true answers 409 with what would go with the row, so nobody loses a
// season's games by one click (PRODUCT.md §2: the API says what a cascade takes first).
import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/errors.ts';
import { deletePreviewSchema, type DeletePreview } from '../../../contract/tournaments.ts';

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

export function deletePreview(what: string, counts: Record<string, number>): DeletePreview {
  const listed = describeCounts(counts);
  const message = listed
    ? `Deleting ${what} also deletes ${listed}. This cannot be undone.`
    : `Deleting ${what} cannot be undone.`;
  return { code: 'CONFIRMATION_REQUIRED', message, counts };
}

/** A DELETE's 409: the confirmation preview, or another conflict (e.g. an archived tournament). */
export const deleteConflictSchema = z.union([deletePreviewSchema, apiErrorSchema]);
