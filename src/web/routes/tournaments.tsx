import type { LoaderFunctionArgs } from 'react-router';
import { tournamentsQueryOptions } from '../features/tournaments/api/get-tournaments.ts';
import { loadQueries } from '../lib/route-data.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return loadQueries(
    tournamentsQueryOptions(new URL(request.url).searchParams.get('archived') === 'true'),
  );
}

export { TournamentsPage as Component } from '../features/tournaments/components/tournaments-page.tsx';
