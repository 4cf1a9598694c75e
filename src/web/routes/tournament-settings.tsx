import { Stack } from '@mantine/core';
import type { LoaderFunctionArgs } from 'react-router';
import { roleAtLeast } from '../../contract/tournaments.ts';
import { PublicShareSection } from '../features/public-share/components/public-share-section.tsx';
import { useTournament } from '../features/tournaments/components/tournament-context.ts';
import { TournamentSettingsTab } from '../features/tournaments/components/tournament-settings-tab.tsx';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId');
  return loadQueries(tournamentQueryOptions(p.tournamentId));
}

/** The tournament's settings, then sharing its public site (owner and admins, while it is on). */
export function Component() {
  const tournament = useTournament();
  return (
    <Stack gap="xl">
      <TournamentSettingsTab />
      {roleAtLeast(tournament.myRole, 'admin') ? (
        <Stack maw={720}>
          <PublicShareSection tournamentId={tournament.id} leagueName={tournament.name} />
        </Stack>
      ) : null}
    </Stack>
  );
}
