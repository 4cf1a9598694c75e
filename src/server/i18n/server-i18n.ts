// The catalogues on the server: every folder of src/i18n/locales is read once at start (they are
// small), so errors, mails, exports and the public pages speak the language asked of them without
// touching the disk per request. A folder dropped in is a language after a restart.
import fs from 'node:fs';
import path from 'node:path';
import type { LocaleInfo, MessageKey, Namespace } from '../../i18n/catalogues.ts';
import { namespaces } from '../../i18n/catalogues.ts';
import {
  defaultLocale,
  matchLocale,
  parseAcceptLanguage,
  pickLocale,
} from '../../i18n/negotiate.ts';
import { precompileMessages } from '../../i18n/precompile.ts';
import { pseudoLocale, pseudoSource } from '../../i18n/pseudo-locale.ts';
import { pseudoMessages } from '../../i18n/pseudo-messages.ts';
import { createTranslate, type Messages, type Translate } from '../../i18n/translator.ts';
import { projectRoot } from '../project-root.ts';

/** The server catalogue's messages in one language: errors, mails, exports. */
export type ServerTranslate = Translate<MessageKey<'server'>>;

export const defaultLocalesDir = path.join(projectRoot, 'src', 'i18n', 'locales');

export interface ServerI18n {
  /**
   * Every language a catalogue folder exists for, English first: those a person chooses from.
   * The pseudo-locale is served when asked for (a tag, `?lang=`) but never listed.
   */
  locales: readonly LocaleInfo[];
  /** The catalogue's code for `code` (`es-MX` → `es`), or undefined when there is none. */
  supported(code: string): string | undefined;
  /** The first of `wishes` a catalogue serves (then Accept-Language's tags), else English. */
  pick(wishes: ReadonlyArray<string | null | undefined>, acceptLanguage?: string): string;
  t<N extends Namespace>(locale: string, namespace: N): Translate<MessageKey<N>>;
  /**
   * A namespace's messages parsed ahead, for a page that formats them again in the browser: the
   * browser's bundles carry no parser.
   */
  messages(locale: string, namespace: Namespace): Messages;
}

export function loadServerI18n(dir: string = defaultLocalesDir): ServerI18n {
  const locales: LocaleInfo[] = [];
  const messages = new Map<string, Readonly<Record<string, string>>>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    const meta = readJson(path.join(folder, 'meta.json')) as { name?: unknown };
    locales.push({
      code: entry.name,
      name: typeof meta.name === 'string' ? meta.name : entry.name,
    });
    for (const namespace of namespaces) {
      const file = path.join(folder, `${namespace}.json`);
      if (fs.existsSync(file))
        messages.set(`${entry.name}/${namespace}`, readJson(file) as Record<string, string>);
    }
  }
  locales.sort((a, b) =>
    a.code === defaultLocale ? -1 : b.code === defaultLocale ? 1 : a.code.localeCompare(b.code),
  );
  const codes = [...locales.map((l) => l.code), pseudoLocale];
  const translators = new Map<string, Translate>();
  const precompiled = new Map<string, Messages>();
  const messagesOf = (locale: string, namespace: Namespace) =>
    messages.get(`${locale}/${namespace}`) ?? messages.get(`${defaultLocale}/${namespace}`) ?? {};
  const parsedOf = (locale: string, namespace: Namespace): Messages => {
    const key = `${locale}/${namespace}`;
    let parsed = precompiled.get(key);
    if (!parsed) {
      parsed =
        locale === pseudoLocale
          ? pseudoMessages(parsedOf(pseudoSource, namespace))
          : precompileMessages(locale, messagesOf(locale, namespace));
      precompiled.set(key, parsed);
    }
    return parsed;
  };
  return {
    locales,
    supported: (code) => matchLocale(code, codes),
    pick: (wishes, acceptLanguage) =>
      pickLocale([...wishes, ...parseAcceptLanguage(acceptLanguage)], codes),
    t<N extends Namespace>(locale: string, namespace: N) {
      const key = `${locale}/${namespace}`;
      let t = translators.get(key);
      if (!t) {
        t = createTranslate(
          locale,
          locale === pseudoLocale ? parsedOf(locale, namespace) : messagesOf(locale, namespace),
        );
        translators.set(key, t);
      }
      return t;
    },
    messages: parsedOf,
  };
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}
