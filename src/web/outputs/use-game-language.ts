// An output switches to its game's language before it shows the game, so a board never paints in
// one language and then another (output-language.ts says which language that is).
import { useEffect, useState } from 'react';
import type { LiveGame } from '../../contract/live-games.ts';
import { availableCodes } from '../lib/i18n/available-locales.ts';
import { setLocale, useLocale } from '../lib/i18n/i18n-store.ts';
import { gameLanguage, requestedLanguage } from './output-language.ts';

/** This page's `?lang=`, when a catalogue serves it. */
export const requestedHere = requestedLanguage(window.location.search, availableCodes);

/**
 * Whether the page speaks `game`'s language yet (false while there is no game). A switch that
 * fails (its catalogue cannot load, offline) leaves the page in the language it has rather than
 * loading forever.
 */
export function useGameLanguage(game: LiveGame | null): boolean {
  const locale = useLocale();
  const wanted = game === null ? null : gameLanguage(requestedHere, game.language, availableCodes);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (wanted !== null) setLocale(wanted).catch(() => setFailed(wanted));
  }, [wanted]);
  return wanted !== null && (locale === wanted || failed === wanted);
}
