// The season statistics pages name the field goals beyond the arc as the season scores them: 3P,
// or 2P in FIBA 3x3 (read from the season's rules; 3P while they load).
import { useQuery } from '@tanstack/react-query';
import { beyondArcLabels } from '../../../domain/season/rules.ts';
import { seasonQueryOptions } from '../../lib/tournament-api.ts';

export function useBeyondArcLabels(seasonId: string) {
  const season = useQuery(seasonQueryOptions(seasonId));
  return beyondArcLabels(season.data?.rules ?? {});
}
