import type { LoaderFunctionArgs } from 'react-router';
import { playerQueryOptions } from '../features/players/api/get-player.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'playerId');
  return loadQueries(playerQueryOptions(p.playerId));
}

export { EditPlayerPage as Component } from '../features/players/components/edit-player-page.tsx';
