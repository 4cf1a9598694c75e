import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRouteParams } from '../../../lib/route-params.ts';

/** A season opens on its first section, teams. */
export function SeasonIndexRedirect() {
  const params = useRouteParams('tournamentId', 'seasonId');
  return <Navigate to={paths.seasonTeams.href(params)} replace />;
}
