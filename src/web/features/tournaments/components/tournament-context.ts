import { useOutletContext } from 'react-router';
import type { Tournament } from '../../../../contract/tournaments.ts';

/** What the tournament layout hands to its tabs: the tournament, already loaded. */
export interface TournamentContext {
  tournament: Tournament;
}

export function useTournament(): Tournament {
  return useOutletContext<TournamentContext>().tournament;
}
