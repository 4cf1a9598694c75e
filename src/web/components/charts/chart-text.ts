// The charts in words, for screen readers and for print: a shot chart's totals and a score
// flow's largest leads and lead changes, in the page's language (`manage`'s stats.chart.*).
import type { ShotPoints } from '../../../domain/game/events.ts';
import type { LeadSummary } from '../../../domain/stats/score-flow.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { formatPercent } from '../../../i18n/intl-format.ts';
import type { Translate } from '../../../i18n/translator.ts';

type Manage = Translate<MessageKey<'manage'>>;

interface ShotLike {
  made: boolean;
  points: ShotPoints;
}

/**
 * "12/30 (40%) · 3PT 4/11": field goals, then those beyond the arc (worth `arcPoints`: 3, or 2
 * in FIBA 3x3).
 */
export function shotTotalsText(t: Manage, shots: readonly ShotLike[], arcPoints = 3): string {
  const made = shots.filter((s) => s.made).length;
  const arc = shots.filter((s) => s.points === arcPoints);
  return t('stats.chart.shotTotals', {
    made,
    attempts: shots.length,
    hasPct: shots.length === 0 ? 'no' : 'yes',
    pct: shots.length === 0 ? '' : formatPercent(t.locale, made / shots.length, 0),
    arc: arcPoints === 2 ? 'two' : 'three',
    arcMade: arc.filter((s) => s.made).length,
    arcAttempts: arc.length,
  });
}

/** "Largest lead: HAW by 12 in Q3, OWL by 4 in Q1; lead changes: 5; tied 2 times". */
export function leadSummaryText(
  t: Manage,
  summary: LeadSummary,
  names: { home: string; away: string },
  periodLabels: readonly string[],
): string {
  const lead = (side: 'home' | 'away') => {
    const largest = summary.largest[side];
    if (!largest) return null;
    const period = periodLabels[largest.period - 1];
    return period
      ? t('stats.chart.leadByIn', { team: names[side], by: largest.by, period })
      : t('stats.chart.leadBy', { team: names[side], by: largest.by });
  };
  const [first, second] = [lead('home'), lead('away')].filter((l) => l !== null);
  const leads =
    first === undefined
      ? t('stats.chart.noLead')
      : second === undefined
        ? t('stats.chart.largestLead', { lead: first })
        : t('stats.chart.largestLeads', { first, second });
  return t('stats.chart.leadSummary', {
    leads,
    changes: summary.leadChanges,
    tied: summary.timesTied,
  });
}
