// The season statistics pages name the field goals beyond the arc as the season scores them: 3P,
// or 2P in FIBA 3x3 (read from the season's rules; 3P while they load), in the page's language.
import { shotValuesOf } from '../../../../domain/season/rules.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useSeason } from '../../seasons/api/get-season.ts';

export interface BeyondArcLabels {
  /** What such a field goal is worth: 3, or 2 in FIBA 3x3. */
  points: number;
  /** The made–attempted column: "3P" and "Three-pointers made-attempted". */
  short: string;
  name: string;
  /** The percentage column: "3P%" and "Three-point percentage". */
  pct: string;
  pctName: string;
}

export function useBeyondArcLabels(seasonId: string): BeyondArcLabels {
  const season = useSeason(seasonId);
  const common = useT('common');
  const t = useT('manage');
  const points = shotValuesOf(season.data?.rules ?? {})[1];
  return points === 2
    ? {
        points,
        short: common('box.2p'),
        name: common('box.2p.long'),
        pct: t('stats.2pPct'),
        pctName: t('stats.2pPct.long'),
      }
    : {
        points,
        short: common('box.3p'),
        name: common('box.3p.long'),
        pct: common('box.3pPct'),
        pctName: common('box.3pPct.long'),
      };
}
