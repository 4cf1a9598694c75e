// The preview cards' text, drawn as the outlines of the fonts' own glyphs (decision 0036). Names
// come in any script and length; each is laid out here to fit its box (wrapped where a line may
// break, then made smaller, then cut with "…"), measured with the advances, kerning and outlines
// of the very glyphs that are drawn, so what is measured is what librsvg paints. Each grapheme
// is drawn in DejaVu Sans when it has the glyphs, else in Droid Sans Fallback (Chinese, Japanese,
// Korean), else as one missing-glyph box of DejaVu's (an emoji DejaVu lacks); the runs are put in
// order by the Unicode bidirectional algorithm (bidi-js) and shaped by fontkit, so Arabic joins
// and marks sit on their letters. Glyph outlines and laid-out text are cached: a card asked for
// by a crowd is laid out once, and only the score changes from one basket to the next.
import bidiModule from 'bidi-js';
import * as fontkit from 'fontkit';
import { displayText } from '../../../domain/text/display-text.ts';
import { breakPieces } from '../../fonts/break-pieces.ts';
import { fontFiles } from '../../fonts/font-files.ts';
import { LruMap } from '../../lru-map.ts';
import { escapeMarkup } from './markup.ts';

export type Weight = 'regular' | 'bold';

/** A rectangle of the card, in pixels from its top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextStyle {
  weight: Weight;
  /** The size wanted, in pixels: longer text wraps, then shrinks down to `minSize`, then is cut. */
  size: number;
  minSize: number;
  /** How many lines the text may take; 1 unless said. */
  lines?: number;
  align?: 'start' | 'middle' | 'end';
  fill: string;
  opacity?: number;
}

/** DejaVu Sans regular and bold, and the CJK fallback. */
type FaceKey = 'r' | 'b' | 'c';

interface PlacedGlyph {
  face: FaceKey;
  id: number;
  /** Where the glyph's origin is, in ems from the start of the line. */
  x: number;
}

/** A line shaped, its glyphs left to right; all lengths in ems. */
export interface Shaped {
  glyphs: PlacedGlyph[];
  advance: number;
  /** How far the ink and the advance reach, left and right of the line's origin. */
  left: number;
  right: number;
}

export interface FittedLine {
  shaped: Shaped;
  /** The line's origin and baseline, in pixels. */
  x: number;
  baseline: number;
}

export interface Fitted {
  /** What is drawn: the text as shown, cut with "…" when it did not fit. */
  text: string;
  size: number;
  lines: FittedLine[];
}

type Faces = Record<'r' | 'b', fontkit.Font> & { c: fontkit.Font | null };

let faces: Faces | null = null;

/** Parsed at the first card: the files are shared with the PDFs (font-files.ts). */
function loadFaces(): Faces {
  if (!faces) {
    const files = fontFiles();
    const one = (font: fontkit.Font | fontkit.FontCollection) =>
      'fonts' in font ? font.fonts[0]! : font;
    faces = {
      r: one(fontkit.create(files.regular)),
      b: one(fontkit.create(files.bold)),
      c: files.cjk ? one(fontkit.create(files.cjk)) : null,
    };
  }
  return faces;
}

/**
 * A line's height and where its baseline sits, in ems: DejaVu's ascent and descent (1901 and 483
 * of 2048 units) within 1.2 em, the spacing cards use.
 */
const lineHeight = 1.2;
const ascent = 1901 / 2048;
const descent = 483 / 2048;

// bidi-js is CommonJS with the factory as module.exports, which its types call `export default`:
// imported from an ES module, the default is the factory itself.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Joiners, variation selectors and the like: drawn by no glyph of their own. */
const ignorable = /\p{Default_Ignorable_Code_Point}/u;

/** The face that has every glyph of `grapheme`, or null when none has. */
function faceOf(grapheme: string, primary: 'r' | 'b', f: Faces): FaceKey | null {
  const needed = [...grapheme].filter((c) => !ignorable.test(c)).map((c) => c.codePointAt(0)!);
  const has = (font: fontkit.Font) => needed.every((cp) => font.hasGlyphForCodePoint(cp));
  if (has(f[primary])) return primary;
  if (f.c && has(f.c)) return 'c';
  return null;
}

interface Run {
  face: FaceKey;
  level: number;
  text: string;
}

/** Runs of one face and one bidirectional level, in the order they are seen (rule L2). */
function visualOrder(runs: Run[]): Run[] {
  const out = [...runs];
  const levels = out.map((r) => r.level);
  const odd = levels.filter((l) => l % 2 === 1);
  if (odd.length === 0) return out;
  const lowestOdd = Math.min(...odd);
  for (let level = Math.max(...levels); level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < out.length && out[end]!.level >= level) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}

function shapeText(text: string, weight: Weight): Shaped {
  const f = loadFaces();
  const primary = weight === 'bold' ? 'b' : 'r';
  const { levels } = bidi.getEmbeddingLevels(text, 'auto');
  const runs: Run[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    const face = faceOf(segment, primary, f);
    // What no font has is one missing-glyph box, however many code points make it up.
    const drawn = face === null ? String.fromCodePoint(segment.codePointAt(0)!) : segment;
    const key = face ?? primary;
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.face === key && last.level === level) last.text += drawn;
    else runs.push({ face: key, level, text: drawn });
  }
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  let left = 0;
  let right = 0;
  for (const run of visualOrder(runs)) {
    const font = f[run.face] ?? f[primary];
    const rtl = run.level % 2 === 1;
    const text = rtl
      ? [...run.text].map((c) => bidi.getMirroredCharacter(c) ?? c).join('')
      : run.text;
    const laid = font.layout(text, undefined, undefined, undefined, rtl ? 'rtl' : 'ltr');
    const unit = 1 / font.unitsPerEm;
    laid.glyphs.forEach((glyph, i) => {
      const position = laid.positions[i]!;
      const x = pen + position.xOffset * unit;
      glyphs.push({ face: run.face, id: glyph.id, x });
      const { minX, maxX } = glyph.bbox;
      if (Number.isFinite(minX) && Number.isFinite(maxX) && maxX > minX) {
        left = Math.min(left, x + minX * unit);
        right = Math.max(right, x + maxX * unit);
      }
      pen += position.xAdvance * unit;
    });
  }
  return { glyphs, advance: pen, left, right: Math.max(right, pen) };
}

/** Text shaped per weight; names repeat on every card of their league. */
const shapedTexts = new LruMap<string, Shaped>(2048);

export function shape(text: string, weight: Weight): Shaped {
  const key = `${weight}:${text}`;
  let shaped = shapedTexts.get(key);
  if (!shaped) shapedTexts.set(key, (shaped = shapeText(text, weight)));
  return shaped;
}

const widthOf = (text: string, weight: Weight) => {
  const s = shape(text, weight);
  return s.right - s.left;
};

/**
 * The lines of `pieces` in `max` ems, filled greedily, each with its spaces; null when a piece is
 * wider than a line and `split` is off, else such a piece is cut between graphemes.
 */
function wrap(pieces: string[], max: number, weight: Weight, split: boolean): string[] | null {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const add = (text: string) => {
    const end = widthOf(text.trimEnd(), weight);
    if (line.trim() !== '' && width + end > max) {
      lines.push(line);
      line = '';
      width = 0;
    }
    line += text;
    width += shape(text, weight).advance;
  };
  for (const piece of pieces) {
    if (widthOf(piece.trimEnd(), weight) <= max) add(piece);
    else if (!split) return null;
    else for (const { segment } of graphemes.segment(piece)) add(segment);
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

/** `text` shortened from its end, with "…", to fit `max` ems: the most graphemes that fit. */
function cut(text: string, max: number, weight: Weight): string {
  const all = [...graphemes.segment(text.trimEnd())].map((g) => g.segment);
  const withEllipsis = (count: number) => `${all.slice(0, count).join('').trimEnd()}…`;
  let fits = 0;
  let over = all.length + 1;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (widthOf(withEllipsis(middle), weight) <= max) fits = middle;
    else over = middle;
  }
  return withEllipsis(fits);
}

/** The lines of `text` and the size at which they fit `box`, before they are placed. */
function chooseLines(text: string, box: Box, style: TextStyle): { size: number; lines: string[] } {
  const { weight, minSize } = style;
  const pieces = breakPieces(text);
  const room = (size: number) =>
    Math.max(1, Math.min(style.lines ?? 1, Math.floor(box.height / (lineHeight * size))));
  for (let size = style.size; size >= minSize; size -= 1) {
    const lines = wrap(pieces, box.width / size, weight, false);
    if (lines && lines.length <= room(size)) return { size, lines };
  }
  const max = box.width / minSize;
  const lines = wrap(pieces, max, weight, true) ?? [];
  const keep = room(minSize);
  if (lines.length <= keep) return { size: minSize, lines };
  const rest = lines.slice(keep - 1).join('');
  return { size: minSize, lines: [...lines.slice(0, keep - 1), cut(rest, max, weight)] };
}

/** `text` laid out in `box`: its lines, their places and the size that fits them. */
export function fitText(text: string, box: Box, style: TextStyle): Fitted {
  const shown = displayText(text).replace(/\s+/gu, ' ').trim();
  if (shown === '') return { text: '', size: style.size, lines: [] };
  const chosen = chooseLines(shown, box, style);
  const shapes = chosen.lines.map((line) => shape(line.trim(), style.weight));
  // The ink of a glyph may reach past its advance: the size is what keeps it inside the box.
  const widest = Math.max(...shapes.map((s) => s.right - s.left));
  const size = Math.min(chosen.size, box.width / widest);
  const height = lineHeight * size;
  const top = box.y + (box.height - shapes.length * height) / 2;
  const above = (height - (ascent + descent) * size) / 2 + ascent * size;
  const lines = shapes.map((shaped, i) => {
    const width = (shaped.right - shaped.left) * size;
    const free = box.width - width;
    const offset = style.align === 'end' ? free : style.align === 'middle' ? free / 2 : 0;
    return { shaped, x: box.x + offset - shaped.left * size, baseline: top + i * height + above };
  });
  // The lines keep the spaces they were broken at: together they are the text as shown.
  return { text: chosen.lines.join('').trim(), size, lines };
}

/**
 * A glyph's outline as an SVG path in ems (font units scaled; exactly, since units per em are
 * powers of two, whose inverses print in full), or '' for a glyph without ink (a space).
 */
function outlineOf(face: FaceKey, id: number): string {
  const font = loadFaces()[face];
  const d = font ? font.getGlyph(id).path.toSVG() : '';
  if (d === '' || !font) return '';
  const unit = String(1 / font.unitsPerEm);
  return `<path id="${face}${id}" transform="scale(${unit} -${unit})" d="${d}"/>`;
}

/** Outlines per face and glyph; a card uses a few dozen, a league's cards a few hundred. */
const outlines = new LruMap<string, string>(2048);

function outline(key: string): string {
  let path = outlines.get(key);
  if (path === undefined) {
    outlines.set(key, (path = outlineOf(key.charAt(0) as FaceKey, Number(key.slice(1)))));
  }
  return path;
}

const num = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** A text drawn in its box: its markup, the glyphs it refers to and the clip it names. */
interface Drawn {
  svg: string;
  glyphs: readonly string[];
  clip: { id: string; path: string };
}

function draw(text: string, box: Box, style: TextStyle): Drawn {
  const fitted = fitText(text, box, style);
  const { x, y, width, height } = box;
  const id = `k${num(x)}_${num(y)}_${num(width)}_${num(height)}`.replaceAll('.', 'p');
  const clip = {
    id,
    path: `<clipPath id="${id}"><rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"/></clipPath>`,
  };
  if (fitted.lines.length === 0) return { svg: '', glyphs: [], clip };
  const glyphs = new Set<string>();
  const lines = fitted.lines.map((line) => {
    const uses = line.shaped.glyphs
      .map((g) => ({ key: `${g.face}${g.id}`, x: g.x }))
      .filter((g) => outline(g.key) !== '')
      .map((g) => {
        glyphs.add(g.key);
        return `<use href="#${g.key}" x="${num(g.x)}"/>`;
      })
      .join('');
    return `<g transform="translate(${num(line.x)} ${num(line.baseline)}) scale(${num(fitted.size)})">${uses}</g>`;
  });
  const opacity = style.opacity === undefined ? '' : ` opacity="${style.opacity}"`;
  const svg =
    `<g aria-label="${escapeMarkup(fitted.text)}" fill="${style.fill}"${opacity} clip-path="url(#${id})">` +
    `${lines.join('')}</g>`;
  return { svg, glyphs: [...glyphs], clip };
}

/**
 * Texts drawn per box and style. A card is drawn again at every request (its SVG is its
 * version), and from one basket to the next only the score changes.
 */
const drawnTexts = new LruMap<string, Drawn>(1024);

/**
 * Writes one card's text: each piece as glyphs that refer to outlines defined once per card, in
 * a group that names the text (aria-label) and clips to its box.
 */
export class CardPen {
  private readonly glyphs = new Set<string>();
  private readonly clips = new Map<string, string>();

  text(text: string, box: Box, style: TextStyle): string {
    const key = JSON.stringify([text, box, style]);
    let drawn = drawnTexts.get(key);
    if (!drawn) drawnTexts.set(key, (drawn = draw(text, box, style)));
    if (drawn.svg === '') return '';
    for (const glyph of drawn.glyphs) this.glyphs.add(glyph);
    this.clips.set(drawn.clip.id, drawn.clip.path);
    return drawn.svg;
  }

  /** The outlines and clips the text used, for the card's <defs>. */
  defs(): string {
    return `<defs>${[...this.glyphs].map(outline).join('')}${[...this.clips.values()].join('')}</defs>`;
  }
}
