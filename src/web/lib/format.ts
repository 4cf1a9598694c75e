const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** A player as consoles, charts and tables name them: "#7 Ben Larsen". */
export function playerLabel(player: { jersey: string; firstName: string; lastName: string }) {
  return `#${player.jersey} ${player.firstName} ${player.lastName}`;
}
