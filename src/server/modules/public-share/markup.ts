// Text placed into the share cards' SVG, which only the rasteriser reads (HTML is written by React,
// decision 0044). Names are typed by organisers and can hold anything, so every piece of text goes
// through `escapeMarkup` and every colour through `safeColour` before it reaches markup.
import { displayText } from '../../../domain/text/display-text.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe inside an element or a quoted attribute of HTML or SVG, and shown as it may be
 * (display-text.ts): XML allows no control character, and a direction override would turn the
 * words after it around.
 */
export function escapeMarkup(text: string): string {
  return displayText(text).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** A `#rrggbb` colour, or `fallback` for anything else. */
export function safeColour(value: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}

/** Black or white, whichever reads better on `background` (a `#rrggbb` colour). */
export function textOn(background: string): string {
  const n = Number.parseInt(background.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  // Relative luminance, roughly (ITU-R BT.601 weights): light backgrounds take dark text.
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff';
}
