// The fonts Tempo draws text with, on score sheets and posters (server/pdf/pdf-fonts.ts) and on
// preview cards (modules/public-share/card-text.ts): DejaVu Sans (npm `dejavu-fonts-ttf`) for
// Latin, Greek, Cyrillic, Arabic, Hebrew and the rest it covers, and for Chinese, Japanese and
// Korean, which it lacks, Droid Sans Fallback (Debian's `fonts-droid-fallback`, installed beside
// the server as chromium is). Without the fallback font on the machine those names show as empty
// boxes, and the server says so in its log.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Where Debian's fonts-droid-fallback puts the font's copy that covers Korean too (the
 * DroidSansFallbackFull.ttf it gives fontconfig has no Hangul).
 */
export const cjkFontPath = '/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf';

export interface FontFiles {
  regular: Buffer;
  bold: Buffer;
  cjk: Buffer | null;
}

let files: FontFiles | null = null;

/** Read once per process. */
export function fontFiles(): FontFiles {
  if (!files) {
    files = {
      regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
      cjk: fs.existsSync(cjkFontPath) ? fs.readFileSync(cjkFontPath) : null,
    };
  }
  return files;
}
