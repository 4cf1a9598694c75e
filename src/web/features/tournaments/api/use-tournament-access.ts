// What the signed-in person may do in a tournament, from their role (the server checks anyway;
// this only hides what would be refused).
import { roleAtLeast, type TournamentRole } from '../../../../contract/tournaments.ts';
import { plans } from '../../../../domain/plans/plans.ts';
import { useTournamentQuery } from './get-tournament.ts';

export function useTournamentAccess(tournamentId: string) {
  const { data: tournament } = useTournamentQuery(tournamentId);
  const can = (needed: TournamentRole) =>
    tournament ? roleAtLeast(tournament.myRole, needed) : false;
  const ownerPlan = plans[tournament?.ownerTier ?? 'free'];
  return { tournament, can, ownerPlan };
}
