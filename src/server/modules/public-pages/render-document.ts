// A public page as one HTML document in the page's language (`<html lang>`): the head tags of
// pageMeta, the view rendered to HTML with Preact (the same components the browser hydrates,
// src/public-site), and the view itself as JSON for that hydration with the language's messages.
// Nothing goes in the view that the JSON API does not already publish.
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { NoticePage } from '../../../public-site/notice-page.tsx';
import {
  PublicSite,
  publicViewDataId,
  publicViewRootId,
  type PublicBootstrap,
  type PublicView,
} from '../../../public-site/public-view.tsx';
import { wordsOf, type PageLanguage } from '../../../public-site/words.ts';
import type { PageMeta } from './page-meta.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** JSON inside a script element: `<` escaped so no string in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const languageJsons = new WeakMap<PageLanguage, string>();

/** A page language as the bootstrap holds it; page languages are kept (page-language.ts). */
function languageJson(language: PageLanguage): string {
  let json = languageJsons.get(language);
  if (json === undefined) languageJsons.set(language, (json = scriptJson(language)));
  return json;
}

function documentOf(locale: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

export function renderPublicDocument(opts: {
  view: PublicView;
  language: PageLanguage;
  meta: PageMeta;
  /** Absolute origin for the canonical and preview URLs. */
  origin: string;
  canonicalPath: string;
  assets: string;
}): string {
  const { meta, origin } = opts;
  const canonical = `${origin}${opts.canonicalPath}`;
  const image = `${origin}${meta.imagePath}`;
  const tags: Array<[string, string, string]> = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', opts.view.data.league.name],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', canonical],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
    opts.assets,
  ].join('\n');
  const { view, language } = opts;
  const words = wordsOf(language);
  const html = renderToString(
    h(PublicSite, { view, zone: { readerZone: null }, clock: null, words }),
  );
  // The same text as scriptJson(data), with the language's part (its ~10 KB of messages) written
  // once per language instead of on every request.
  const data: PublicBootstrap = { view, language };
  const bootstrap = `{"view":${scriptJson(data.view)},"language":${languageJson(data.language)}}`;
  const body = `<div id="${publicViewRootId}">${html}</div>
<script type="application/json" id="${publicViewDataId}">${bootstrap}</script>`;
  return documentOf(language.locale, head, body);
}

/** A page without a league: not available, or a request the site cannot answer. */
export function renderNoticeDocument(opts: {
  heading: string;
  message: string;
  language: PageLanguage;
  assets: string;
}): string {
  // Styles only: there is nothing to hydrate.
  const styles = (opts.assets.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).join('\n');
  const head = `<title>${escapeHtml(opts.heading)} · Tempo</title>\n<meta name="robots" content="noindex">\n${styles}`;
  const words = wordsOf(opts.language);
  return documentOf(
    opts.language.locale,
    head,
    renderToString(h(NoticePage, { heading: opts.heading, message: opts.message, words })),
  );
}
