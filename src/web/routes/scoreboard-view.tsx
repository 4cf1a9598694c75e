export { ScoreboardViewPage as Component } from '../features/game-monitor/scoreboard-view-page.tsx';
