// How a team name fits its one line on the scoreboard: the full name shrinks as far as it stays
// legible; past that the short name stands in (shrunk too, should even it not fit).

/** The smallest share of the board's name size a full name may shrink to… */
const minScale = 0.5;
/** …and the smallest size in pixels, below which it no longer reads on a phone. */
const minPx = 12;
/** Rounding room, so a name measured to fit exactly is never a pixel too wide. */
const slack = 0.98;

export interface NameFit {
  short: boolean;
  /** The font size as a share of the board's name size. */
  scale: number;
}

/** What to show in `available` px, from both names' widths at the board's name size `basePx`. */
export function fitName(
  available: number,
  fullWidth: number,
  shortWidth: number,
  basePx: number,
): NameFit {
  const room = available * slack;
  const full = fullWidth > 0 ? Math.min(1, room / fullWidth) : 1;
  if (full >= minScale && full * basePx >= minPx) return { short: false, scale: full };
  return { short: true, scale: shortWidth > 0 ? Math.min(1, room / shortWidth) : 1 };
}
