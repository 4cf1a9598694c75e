// Basketball words that need more than one message: a period's name from its number and the
// rules. Pure, for the web app, the outputs, the public pages and the server's exports alike.
import { periodParts } from '../domain/game/clock.ts';
import type { GameRules } from '../domain/season/rules.ts';
import type { MessageKey } from './catalogues.ts';
import type { Translate } from './translator.ts';

type Common = Translate<MessageKey<'common'>>;

/** "Q3", "3C", "QT3", "3Q"; "OT1", "PR1"…; "" before the game. */
export function periodShort(t: Common, period: number, rules: Pick<GameRules, 'periods'>): string {
  const parts = periodParts(period, rules);
  return parts === null ? '' : t('period.short', parts);
}
