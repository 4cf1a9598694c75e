export { JoinTournamentPage as Component } from '../features/tournaments/components/join-tournament-page.tsx';
