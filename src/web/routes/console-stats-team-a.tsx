export { StatsTeamAConsolePage as Component } from '../features/consoles/stats-team-a-console-page.tsx';
