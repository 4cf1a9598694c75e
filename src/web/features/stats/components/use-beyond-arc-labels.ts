// The season statistics pages name the field goals beyond the arc as the season scores them: 3P,
// or 2P in FIBA 3x3 (read from the season's rules; 3P while they load).
import { beyondArcLabels } from '../../../../domain/season/rules.ts';
import { useSeason } from '../../seasons/api/get-season.ts';

export function useBeyondArcLabels(seasonId: string) {
  const season = useSeason(seasonId);
  return beyondArcLabels(season.data?.rules ?? {});
}
