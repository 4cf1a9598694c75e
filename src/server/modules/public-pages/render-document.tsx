// A public page as one HTML document in the page's language (`<html lang>`), rendered by React:
// the head tags of pageMeta, the view (the same components the browser hydrates, src/public-site),
// and the view itself as JSON for that hydration with the language's messages. React escapes
// every piece of text and every attribute; nothing here writes markup by hand. Nothing goes in the
// view that the JSON API does not already publish.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { NoticePage } from '../../../public-site/notice-page.tsx';
import {
  PublicSite,
  publicViewDataId,
  publicViewRootId,
  type PublicBootstrap,
  type PublicView,
} from '../../../public-site/public-view.tsx';
import { wordsOf, type PageLanguage } from '../../../public-site/words.ts';
import type { AssetTag } from './page-assets.ts';
import type { PageMeta } from './page-meta.ts';

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

/** React's names for the attributes Vite writes on its tags. */
const reactNames: Record<string, string> = { crossorigin: 'crossOrigin' };

function Assets({ tags }: { tags: readonly AssetTag[] }) {
  return tags.map(({ tag, attributes }) => {
    const props = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [reactNames[name] ?? name, value]),
    );
    const key = attributes.src ?? attributes.href;
    return tag === 'script' ? <script key={key} {...props} /> : <link key={key} {...props} />;
  });
}

/** React writes the `<html>` element; the doctype before it is the document's. */
function htmlDocument(root: ReactNode): string {
  return `<!doctype html>${renderToString(root)}`;
}

function Document(props: { locale: string; head: ReactNode; children: ReactNode }) {
  return (
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {props.head}
      </head>
      <body>{props.children}</body>
    </html>
  );
}

export function renderPublicDocument(opts: {
  view: PublicView;
  language: PageLanguage;
  meta: PageMeta;
  /** Absolute origin for the canonical and preview URLs. */
  origin: string;
  canonicalPath: string;
  assets: readonly AssetTag[];
}): string {
  const { meta, origin, view, language } = opts;
  const canonical = `${origin}${opts.canonicalPath}`;
  const image = `${origin}${meta.imagePath}`;
  const named: Array<[string, string]> = [
    ['description', meta.description],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
  ];
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', view.data.league.name],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', canonical],
    ['og:image', image],
  ];
  const head = (
    <>
      <title>{meta.title}</title>
      <link rel="canonical" href={canonical} />
      {named.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {properties.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <Assets tags={opts.assets} />
    </>
  );
  // The same text as scriptJson(data), with the language's part (its ~10 KB of messages) written
  // once per language instead of on every request.
  const data: PublicBootstrap = { view, language };
  const bootstrap = `{"view":${scriptJson(data.view)},"language":${languageJson(data.language)}}`;
  return htmlDocument(
    <Document locale={language.locale} head={head}>
      <div id={publicViewRootId}>
        <PublicSite
          view={view}
          zone={{ readerZone: null }}
          clock={null}
          words={wordsOf(language)}
        />
      </div>
      <script
        type="application/json"
        id={publicViewDataId}
        dangerouslySetInnerHTML={{ __html: bootstrap }}
      />
    </Document>,
  );
}

/** A page without a league: not available, or a request the site cannot answer. */
export function renderNoticeDocument(opts: {
  heading: string;
  message: string;
  language: PageLanguage;
  assets: readonly AssetTag[];
}): string {
  // Styles only: there is nothing to hydrate.
  const styles = opts.assets.filter((a) => a.tag === 'link' && a.attributes.rel === 'stylesheet');
  const head = (
    <>
      <title>{`${opts.heading} · Tempo`}</title>
      <meta name="robots" content="noindex" />
      <Assets tags={styles} />
    </>
  );
  return htmlDocument(
    <Document locale={opts.language.locale} head={head}>
      <NoticePage heading={opts.heading} message={opts.message} words={wordsOf(opts.language)} />
    </Document>,
  );
}
