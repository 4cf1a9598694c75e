export { StatsTeamBConsolePage as Component } from '../features/consoles/stats-team-b-console-page.tsx';
