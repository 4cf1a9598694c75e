// A QR code as one SVG path of unit squares, for drawing into a PDF. The web app shows QR codes
// with qrcode.react; the poster takes its code from the same library, rendered to markup on the
// server, so both encode an address the same way and no second QR encoder is installed.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';

export interface QrPath {
  /** Modules per side (the quiet zone is left to the caller). */
  size: number;
  /** The dark modules, as an SVG path in module units. */
  d: string;
}

export function qrPath(value: string): QrPath {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value, marginSize: 0, level: 'M', fgColor: '#000000' }),
  );
  const size = /viewBox="0 0 (\d+) \1"/.exec(svg)?.[1];
  const d = /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !d) throw new Error('qrcode.react drew no QR code');
  return { size: Number(size), d };
}
