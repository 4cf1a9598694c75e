// Which of the catalogues' languages a person gets: the first of their wishes (a profile setting,
// the browser's list or an Accept-Language header) that a catalogue serves, matched exactly first
// and then by language alone (`es-MX` gets `es`, `pt-PT` gets `pt-BR`); else English.

export const defaultLocale = 'en';

/** The tags of an Accept-Language header, most wanted first; `*` and q=0 dropped. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

const base = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/** The available locale that serves `tag`, or undefined. */
export function matchLocale(tag: string, available: readonly string[]): string | undefined {
  const wanted = tag.toLowerCase();
  return (
    available.find((code) => code.toLowerCase() === wanted) ??
    available.find((code) => base(code) === base(wanted))
  );
}

/** The first wish a catalogue serves, else English. */
export function pickLocale(
  wishes: ReadonlyArray<string | null | undefined>,
  available: readonly string[],
): string {
  for (const wish of wishes) {
    if (!wish) continue;
    const found = matchLocale(wish, available);
    if (found !== undefined) return found;
  }
  return defaultLocale;
}
