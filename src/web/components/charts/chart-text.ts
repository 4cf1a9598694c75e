// The charts in words, for screen readers and for print: a shot chart's totals and a score
// flow's largest leads and lead changes.
import type { LeadSummary } from '../../../domain/stats/score-flow.ts';
import type { ShotPoints } from '../../../domain/game/events.ts';

interface ShotLike {
  made: boolean;
  points: ShotPoints;
}

function pct(made: number, attempts: number): string {
  return attempts === 0 ? '' : ` (${Math.round((made / attempts) * 100)}%)`;
}

/** "12/30 (40%) · 3PT 4/11": field goals, then three-pointers. */
export function shotTotalsText(shots: readonly ShotLike[]): string {
  const made = shots.filter((s) => s.made).length;
  const threes = shots.filter((s) => s.points === 3);
  const threesMade = threes.filter((s) => s.made).length;
  return `${made}/${shots.length}${pct(made, shots.length)} · 3PT ${threesMade}/${threes.length}`;
}

/** "Largest lead: HAW by 12 in Q3, OWL by 4 in Q1; lead changes: 5; tied 2 times". */
export function leadSummaryText(
  summary: LeadSummary,
  names: { home: string; away: string },
  periodLabels: readonly string[],
): string {
  const leads = (['home', 'away'] as const).flatMap((side) => {
    const lead = summary.largest[side];
    if (!lead) return [];
    const when = periodLabels[lead.period - 1];
    return [`${names[side]} by ${lead.by}${when ? ` in ${when}` : ''}`];
  });
  const parts = [
    leads.length === 0 ? 'Neither team has led' : `Largest lead: ${leads.join(', ')}`,
    `lead changes: ${summary.leadChanges}`,
  ];
  if (summary.timesTied > 0) {
    parts.push(`tied ${summary.timesTied} ${summary.timesTied === 1 ? 'time' : 'times'}`);
  }
  return parts.join('; ');
}
