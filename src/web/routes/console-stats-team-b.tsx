export { StatsTeamBConsolePage as Component } from '../features/consoles/pages/stats-team-b-console-page.tsx';
