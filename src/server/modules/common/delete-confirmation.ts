// DELETE without ?confirm=true answers 409 with what would go with the row, so nobody loses a
// season's games by one click (docs/product/league-data.md: the API says what a cascade takes first).
import type { FastifyReply } from 'fastify';
import { errorCodes } from '../../../contract/errors.ts';
import type { DeletePreview } from '../../../contract/common-responses.ts';
import { errorTranslate, msg, translateMessage, type ServerMessage } from '../../http/errors.ts';
import type { ServerTranslate } from '../../i18n/server-i18n.ts';

/** What a delete would take with it, worded when the answer is sent. */
export interface DeleteWarning {
  /** What is deleted: "the season “Spring”". */
  what: ServerMessage;
  counts: Record<string, number>;
  /** Goes before the warning, for a cause the counts alone do not tell. */
  lead?: ServerMessage;
}

const countKeys = {
  seasons: 'error.delete.count.seasons',
  teams: 'error.delete.count.teams',
  players: 'error.delete.count.players',
  games: 'error.delete.count.games',
  members: 'error.delete.count.members',
} as const;

/** "2 seasons, 5 teams and 30 players", in the language of `t`. */
export function describeCounts(t: ServerTranslate, counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([key, n]) =>
      key in countKeys ? t(countKeys[key as keyof typeof countKeys], { count: n }) : `${n} ${key}`,
    );
  // The catalogue joins the last two (Intl.ListFormat's English puts a comma before "and").
  const last = parts.pop();
  if (last === undefined) return '';
  return parts.length === 0 ? last : t('error.delete.listEnd', { items: parts.join(', '), last });
}

export function deletePreview(
  what: ServerMessage,
  counts: Record<string, number>,
  lead?: ServerMessage,
): DeleteWarning {
  return { what, counts, lead };
}

function previewIn(t: ServerTranslate, { what, counts, lead }: DeleteWarning): DeletePreview {
  const listed = describeCounts(t, counts);
  const warning = listed
    ? msg('error.delete.alsoDeletes', { what, listed })
    : msg('error.delete.cannotUndo', { what });
  const message = translateMessage(
    t,
    lead ? msg('error.delete.withLead', { lead, warning }) : warning,
  );
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
  steps: { preview: () => Promise<DeleteWarning | null>; remove: () => Promise<unknown> },
): Promise<FastifyReply> {
  if (confirm !== 'true') {
    const asked = await steps.preview();
    if (asked) return reply.status(409).send(previewIn(await errorTranslate(reply.request), asked));
  }
  await steps.remove();
  return reply.status(204).send(null);
}
