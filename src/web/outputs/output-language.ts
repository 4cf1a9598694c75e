// Which language an output speaks (docs/product/languages.md): the tournament's, unless the
// address asks for another with `?lang=<code>`. Until the game is known (loading and error pages)
// there is no tournament to follow: `?lang=`, else the viewer's browser languages.
import { matchLocale, pickLocale } from '../../i18n/negotiate.ts';

/** The `?lang=` of an output's address, when a catalogue serves it. */
export function requestedLanguage(search: string, available: readonly string[]): string | null {
  const asked = new URLSearchParams(search).get('lang');
  return asked === null || asked === '' ? null : (matchLocale(asked, available) ?? null);
}

/** The language of the pages shown before the game is known. */
export function startLanguage(
  requested: string | null,
  browserLanguages: readonly string[],
  available: readonly string[],
): string {
  return pickLocale([requested, ...browserLanguages], available);
}

/** The language of a game's output: the one asked for, else the tournament's. */
export function gameLanguage(
  requested: string | null,
  tournamentLanguage: string,
  available: readonly string[],
): string {
  return pickLocale([requested, tournamentLanguage], available);
}
