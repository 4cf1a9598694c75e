// The words of an export in one language (the tournament's): the server's messages (pdf.*, csv.*,
// ical.*), the basketball words every screen shares, and the names the game's rules give things.
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { periodShort } from '../../../i18n/basketball-words.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { beyondArcLabels, type GameRules } from '../../../domain/season/rules.ts';
import type { ServerI18n, ServerTranslate } from '../../i18n/server-i18n.ts';

export interface ExportWords {
  locale: string;
  t: ServerTranslate;
  common: Translate<MessageKey<'common'>>;
}

export function exportWords(i18n: ServerI18n, locale: string): ExportWords {
  return { locale, t: i18n.t(locale, 'server'), common: i18n.t(locale, 'common') };
}

/** Intl's locale for a date: Tempo's English writes them day first ("Sat, 4 Jul 2026"). */
export function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** A period's short name in the export's language ("Q1", "1C", "QT1", "1Q"; "OT1"…). */
export function periodNamer(words: ExportWords, rules: Pick<GameRules, 'periods'>) {
  return (period: number) => periodShort(words.common, period, rules);
}

/** The beyond-the-arc shot's abbreviation as the rules score it: 3P, or 2P in FIBA 3x3. */
export function beyondArc(words: ExportWords, rules: Pick<GameRules, 'shotValues'>): string {
  return words.common(beyondArcLabels(rules).short === '2P' ? 'box.2p' : 'box.3p');
}
