export { CreateTournamentPage as Component } from '../features/tournaments/components/create-tournament-page.tsx';
