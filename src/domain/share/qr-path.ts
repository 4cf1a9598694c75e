// A QR code as one SVG path of unit squares, from the QR library's matrix of modules. The web app
// draws it as an SVG (components/qr-svg.tsx) and the poster PDF fills it, so both encode an
// address the same way with one encoder.
import { encode } from 'uqr';

export interface QrPath {
  /** Modules per side (the quiet zone is left to the caller). */
  size: number;
  /** The dark modules, as an SVG path in module units: one rectangle per run of a row. */
  d: string;
}

export function qrPath(value: string): QrPath {
  // Level M: a code that still reads with about 15% of it smudged or covered, as on a poster.
  const { size, data } = encode(value, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      parts.push(`M${start} ${y}h${x + 1 - start}v1h-${x + 1 - start}z`);
    }
  });
  return { size, d: parts.join('') };
}
