// The scripts and stylesheets a public page loads, as the web build wrote them into
// public-site.html (Vite names them by content hash). Without a build (the dev server, tests run
// from source) the page names the entry's source, which only Vite's dev server serves: the HTML
// is complete without it.
import fs from 'node:fs';
import path from 'node:path';

/** One `<script>` or `<link>` of the page's head, with its attributes as the build wrote them. */
export interface AssetTag {
  tag: 'script' | 'link';
  attributes: Readonly<Record<string, string>>;
}

const devTags: AssetTag[] = [
  { tag: 'script', attributes: { type: 'module', src: '/@vite/client' } },
  { tag: 'script', attributes: { type: 'module', src: '/public-site/main.tsx' } },
];

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)) {
    attributes[name!] = value ?? '';
  }
  return attributes;
}

/** The `<script>` and `<link>` tags of the built page's head, read once per web directory. */
const cache = new Map<string, AssetTag[]>();

export function publicPageAssets(webDir: string): AssetTag[] {
  const known = cache.get(webDir);
  if (known !== undefined) return known;
  const file = path.join(webDir, 'public-site.html');
  let tags = devTags;
  if (fs.existsSync(file)) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    tags = [...head.matchAll(/<(script|link)\b[^>]*>/g)].map(([whole, tag]) => ({
      tag: tag as AssetTag['tag'],
      attributes: attributesOf(whole.slice(tag!.length + 1, -1)),
    }));
  }
  cache.set(webDir, tags);
  return tags;
}
