import type { LoaderFunctionArgs } from 'react-router';
import { bracketQueryOptions } from '../features/playoffs/api/get-bracket.ts';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    bracketQueryOptions(p.seasonId),
  );
}

export { SeasonPlayoffsTab as Component } from '../features/playoffs/components/season-playoffs-tab.tsx';
