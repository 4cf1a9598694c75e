// Which language a public page, embed or card speaks: the one `?lang=` asks for when a catalogue
// serves it, else the tournament's. A page without a league (a 404, a bad address) has no
// tournament to ask: it speaks `?lang=` or the reader's browser language.
import type { FastifyRequest } from 'fastify';
import type { PageLanguage } from '../../../public-site/words.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';

/**
 * One PageLanguage per server, language and `?lang=`: a handful in all. Kept, so a page's words
 * (`wordsOf`, which keeps its translators per PageLanguage) are not parsed again per request.
 */
const kept = new WeakMap<ServerI18n, Map<string, PageLanguage>>();

function languageOf(i18n: ServerI18n, locale: string, asked: string | null): PageLanguage {
  let languages = kept.get(i18n);
  if (!languages) kept.set(i18n, (languages = new Map<string, PageLanguage>()));
  const key = `${locale}|${asked ?? ''}`;
  let language = languages.get(key);
  if (!language) {
    language = {
      locale,
      asked,
      messages: {
        common: i18n.messages(locale, 'common'),
        public: i18n.messages(locale, 'public'),
      },
    };
    languages.set(key, language);
  }
  return language;
}

/** `?lang=` as a catalogue's code, or null when absent or not one Tempo speaks. */
function askedCode(i18n: ServerI18n, lang: unknown): string | null {
  return typeof lang === 'string' ? (i18n.supported(lang) ?? null) : null;
}

export function leagueLanguage(
  i18n: ServerI18n,
  tournamentLanguage: string,
  lang: unknown,
): PageLanguage {
  const asked = askedCode(i18n, lang);
  return languageOf(i18n, asked ?? i18n.pick([tournamentLanguage]), asked);
}

export function readerLanguage(
  i18n: ServerI18n,
  lang: unknown,
  acceptLanguage: string | undefined,
): PageLanguage {
  const asked = askedCode(i18n, lang);
  return languageOf(i18n, asked ?? i18n.pick([], acceptLanguage), asked);
}

/** `?lang=` of a request, whatever else its query holds. */
export function langOf(req: FastifyRequest): unknown {
  return (req.query as Record<string, unknown> | undefined)?.lang;
}
