// What an operator types to set the game clock.

/** "7:32", "7:32.5", "45.3", "0:45" or "452" (seconds) as milliseconds; null if unreadable. */
export function parseClockInput(text: string): number | null {
  const t = text.trim();
  const match = /^(?:(\d{1,2}):)?(\d{1,4})(?:[.,](\d))?$/.exec(t);
  if (!match) return null;
  const minutes = match[1] === undefined ? 0 : Number(match[1]);
  const seconds = Number(match[2]);
  if (match[1] !== undefined && seconds >= 60) return null;
  const tenths = match[3] === undefined ? 0 : Number(match[3]);
  return (minutes * 60 + seconds) * 1000 + tenths * 100;
}
