// The fonts of Tempo's PDFs (score sheet, poster), embedded and subset by PDFKit (only the glyphs
// used travel in the file): DejaVu Sans for Latin, Greek, Cyrillic and the rest it covers, and
// Droid Sans Fallback for Chinese, Japanese and Korean, which it lacks (server/fonts/font-files.ts).
// PDFKit does not fall back from one font to another by itself, so text is cut into runs by script
// and each run is drawn in its font. Without the fallback font on the machine those names print as
// empty boxes, as they always did, and the server says so in its log.
import { displayText } from '../../domain/text/display-text.ts';
import { breakPieces } from '../fonts/break-pieces.ts';
import { cjkFontPath, fontFiles } from '../fonts/font-files.ts';

/** Han, kana, Hangul and Bopomofo, and the CJK punctuation and full-width forms around them. */
const cjkChar =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u;

export interface TextRun {
  text: string;
  cjk: boolean;
}

/** The runs of `text` by font; a space stays with the run before it, so "山田 太郎" is one. */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const cjk = last && /\s/.test(char) ? last.cjk : cjkChar.test(char);
    if (last?.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}

/**
 * What PDFKit needs before the document exists: its default font, as the bytes already read. Given
 * a path, PDFKit reads the file again for every document.
 */
export function defaultPdfFont(): string {
  // PDFKit takes a font's bytes wherever it takes a path; its types name only the path.
  return fontFiles().regular as unknown as string;
}

export type Weight = 'regular' | 'bold';

export interface PdfFontLog {
  warn(obj: object, msg: string): void;
}

/**
 * DejaVu's ascent (hhea ascender 1901 of 2048 units). Every run is placed on the baseline DejaVu
 * would use, so a CJK run sits on the same line as the Latin beside it.
 */
const baseAscent = 1901 / 2048;

/** Writing in any script on `doc`: its fonts registered, and text drawn and measured by runs. */
export function pdfScripts(doc: PDFKit.PDFDocument, log: PdfFontLog) {
  const fonts = fontFiles();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  if (fonts.cjk) doc.registerFont('cjk', fonts.cjk);
  let warned = false;
  const fontOf = (run: TextRun, weight: Weight) => {
    if (!run.cjk) return weight;
    // The fallback has one weight: bold CJK prints regular.
    if (fonts.cjk) return 'cjk';
    if (!warned) {
      warned = true;
      log.warn(
        { font: cjkFontPath },
        'PDF: no font for Chinese, Japanese or Korean text (install fonts-droid-fallback); it prints as boxes',
      );
    }
    return weight;
  };

  const widthOf = (value: string, size: number, weight: Weight) => {
    doc.fontSize(size);
    return scriptRuns(displayText(value)).reduce(
      (width, run) => width + doc.font(fontOf(run, weight)).widthOfString(run.text),
      0,
    );
  };

  /** The lines of `value` in `width`, filled greedily; a word longer than a line has its own. */
  const lines = (value: string, width: number, size: number, weight: Weight) => {
    const out: string[] = [];
    let line = '';
    for (const piece of breakPieces(value)) {
      if (line && widthOf(line + piece.trimEnd(), size, weight) > width) {
        out.push(line.trimEnd());
        line = '';
      }
      line += piece;
    }
    if (line.trim() || out.length === 0) out.push(line.trimEnd());
    return out;
  };

  /** `line` shortened with "…" to fit `width`. */
  const cut = (line: string, width: number, size: number, weight: Weight) => {
    const chars = [...line];
    while (chars.length > 0 && widthOf(`${chars.join('')}…`, size, weight) > width) chars.pop();
    return `${chars.join('').trimEnd()}…`;
  };

  return {
    /**
     * doc.text for text in any script, at `size`, in `width`: wrapped, or with `oneLine` on one
     * line cut with "…". Text in one font is PDFKit's; text mixing fonts is laid out here, line
     * by line and run by run (PDFKit's `continued` misplaces runs of right-aligned lines).
     * Names stored with hidden characters print as they are shown (display-text.ts). Leaves
     * doc.y below it.
     */
    text(
      typed: string,
      x: number,
      y: number,
      size: number,
      weight: Weight,
      options: { width: number; align?: 'left' | 'right' | 'center'; oneLine?: boolean },
    ) {
      const { width, align = 'left', oneLine = false } = options;
      const value = displayText(typed);
      const runs = scriptRuns(value);
      const baseline = -baseAscent * size;
      doc.fontSize(size);
      if (runs.length <= 1) {
        doc.font(fontOf(runs[0] ?? { text: '', cjk: false }, weight));
        const single = oneLine ? { height: size * 1.2, ellipsis: true } : {};
        doc.text(value, x, y, { width, align, baseline, ...single });
        return;
      }
      const lineHeight = doc.font(weight).currentLineHeight(true);
      let wrapped = lines(value, width, size, weight);
      if (oneLine && wrapped.length > 1) wrapped = [cut(wrapped[0]!, width, size, weight)];
      wrapped.forEach((line, i) => {
        const free = width - widthOf(line, size, weight);
        let left = x + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
        const top = y + i * lineHeight;
        for (const run of scriptRuns(line)) {
          doc.font(fontOf(run, weight)).text(run.text, left, top, { lineBreak: false, baseline });
          left += doc.widthOfString(run.text);
        }
      });
      doc.y = y + wrapped.length * lineHeight;
    },
    widthOf,
  };
}
