export { StatsTeamAConsolePage as Component } from '../features/consoles/pages/stats-team-a-console-page.tsx';
