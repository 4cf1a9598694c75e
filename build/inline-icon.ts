// The pages carry their icon inline, as a data: URL of public/favicon.svg: a first visit makes one
// request fewer, about 1 KB with its headers on a phone's connection for a 284-byte picture.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `svg` as a data: URL, with the fewest escapes one inside a double-quoted attribute needs. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[<>#%]/g, encodeURIComponent)}`;
}

/** Replaces the pages' `href="/favicon.svg"` by `publicDir`'s favicon.svg as a data: URL. */
export function inlineIcon(publicDir: string): Plugin {
  return {
    name: 'tempo-inline-icon',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        'href="/favicon.svg"',
        `href="${svgDataUrl(fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8'))}"`,
      ),
  };
}
