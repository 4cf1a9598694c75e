// Reads the text back out of a PDF that Tempo made (PDFKit with an embedded, subset TrueType
// font), for tests: objects are found by number, Flate streams inflated, each font's ToUnicode
// map read, and every string shown by Tj/TJ decoded with the map of the font in use. Each text
// operation becomes one line. Enough for our own files; not a general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (const m of text.matchAll(pattern)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at === -1) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 'stream'.length;
    if (body[start] === '\r') start += 1;
    if (body[start] === '\n') start += 1;
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end), 'latin1');
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    objects.set(Number(m[1]), { dict, stream: raw });
  }
  return objects;
}

function hexToText(spaced: string): string {
  // A ligature maps to several code units, written with spaces: <0066 0066> is "ff".
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(m[1]!, 16), hexToText(m[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    );
    for (const m of entries) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const target = m[3]!;
      if (target.startsWith('[')) {
        const list = [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => hexToText(x[1]!));
        list.forEach((value, i) => map.set(lo + i, value));
      } else {
        const first = hexToText(target.slice(1, -1));
        for (let code = lo; code <= hi; code++) {
          map.set(
            code,
            first.slice(0, -1) +
              String.fromCharCode(first.charCodeAt(first.length - 1) + code - lo),
          );
        }
      }
    }
  }
  return map;
}

/** The text of every page, in drawing order, one line per text operation. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fontMaps = new Map<number, Map<number, string>>();
  const fontByName = new Map<string, number>();
  for (const [num, obj] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(obj.dict);
    if (toUnicode) {
      const cmap = objects.get(Number(toUnicode[1]))?.stream?.toString('latin1') ?? '';
      fontMaps.set(num, parseCmap(cmap));
    }
    for (const fonts of obj.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const m of fonts[1]!.matchAll(/\/([\w.-]+)\s+(\d+) 0 R/g))
        fontByName.set(m[1]!, Number(m[2]));
    }
  }
  const pages = [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict));
  const lines: string[] = [];
  for (const page of pages) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents ? objects.get(Number(contents[1]))?.stream : null;
    if (!stream) continue;
    let map = new Map<number, string>();
    const content = stream.toString('latin1');
    const ops =
      /\/([\w.-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g;
    let line = '';
    for (const m of content.matchAll(ops)) {
      if (m[1]) {
        map = fontMaps.get(fontByName.get(m[1]) ?? -1) ?? new Map<number, string>();
      } else if (m[0] === 'ET') {
        if (line) lines.push(line);
        line = '';
      } else {
        const hexes =
          m[2] !== undefined ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!) : [m[3]!];
        for (const hex of hexes) {
          for (let i = 0; i + 4 <= hex.length; i += 4)
            line += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}
