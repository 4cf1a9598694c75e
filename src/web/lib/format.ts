/** A player as consoles, charts and tables name them: "#7 Ben Larsen". */
export function playerLabel(player: { jersey: string; firstName: string; lastName: string }) {
  return `#${player.jersey} ${player.firstName} ${player.lastName}`;
}

// Season statistics' numbers, alike in every table and card.

/** Minutes as m:ss from milliseconds of playing time. */
export function formatMinutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A per-game figure with its one decimal, a total as a whole number. */
export const formatStat = (value: number, perGame: boolean) =>
  perGame ? value.toFixed(1) : String(value);

export const formatPct = (value: number | null) => (value === null ? '—' : value.toFixed(1));

export const formatPlusMinus = (value: number, perGame = false) =>
  `${value > 0 ? '+' : ''}${formatStat(value, perGame)}`;
