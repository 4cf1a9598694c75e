// What the signed-in person may do in a tournament, from their role (the server checks anyway;
// this only hides what would be refused).
import { useQuery } from '@tanstack/react-query';
import { roleAtLeast, type TournamentRole } from '../../../contract/tournaments.ts';
import { plans } from '../../../domain/plans/plans.ts';
import { tournamentQueryOptions } from '../../lib/tournament-api.ts';

export function useTournamentAccess(tournamentId: string) {
  const { data: tournament } = useQuery(tournamentQueryOptions(tournamentId));
  const can = (needed: TournamentRole) =>
    tournament ? roleAtLeast(tournament.myRole, needed) : false;
  const ownerPlan = plans[tournament?.ownerTier ?? 'free'];
  return { tournament, can, ownerPlan };
}
