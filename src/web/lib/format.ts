/** A player as consoles, charts and tables name them: "#7 Ben Larsen". */
export function playerLabel(player: { jersey: string; firstName: string; lastName: string }) {
  return `#${player.jersey} ${player.firstName} ${player.lastName}`;
}

// Season statistics' minutes (their other numbers: features/stats/components/stat-format.ts).

/** Minutes as m:ss from milliseconds of playing time. */
export function formatMinutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
