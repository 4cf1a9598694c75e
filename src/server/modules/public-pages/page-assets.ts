// The scripts and stylesheets a public page loads, as the web build wrote them into
// public-site.html (Vite names them by content hash). Without a build (the dev server, tests run
// from source) the page names the entry's source, which only Vite's dev server serves: the HTML
// is complete without it.
import fs from 'node:fs';
import path from 'node:path';

const devTags =
  '<script type="module" src="/@vite/client"></script>\n<script type="module" src="/public-site/main.tsx"></script>';

/** The `<script>` and `<link>` tags of the built page's head, read once per web directory. */
const cache = new Map<string, string>();

export function publicPageAssets(webDir: string): string {
  const known = cache.get(webDir);
  if (known !== undefined) return known;
  const file = path.join(webDir, 'public-site.html');
  let tags = devTags;
  if (fs.existsSync(file)) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    tags = (head.match(/<script\b[^>]*><\/script>|<link\b[^>]*>/g) ?? []).join('\n');
  }
  cache.set(webDir, tags);
  return tags;
}
