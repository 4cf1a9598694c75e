// Messages parsed ahead of use. The browser builds receive every catalogue in this form (a build
// step, build/precompiled-catalogues.ts) and the public league pages embed theirs in it, so no page ships ICU's
// parser (about 7 KB of a phone's first visit) or parses a message while it starts. Text without
// syntax stays text: it is its own parse, and shorter.
import { parse } from '@formatjs/icu-messageformat-parser';
import { hasSyntax, type Messages } from './translator.ts';

export function precompileMessages(
  locale: string,
  messages: Readonly<Record<string, string>>,
): Messages {
  // As intl-messageformat parses a message itself: the locale decides the hour cycle of `j`.
  const options = { locale: new Intl.Locale(locale) };
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      hasSyntax(text) ? parse(text, options) : text,
    ]),
  );
}
