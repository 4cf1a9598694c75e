export { TimeScoreConsolePage as Component } from '../features/consoles/pages/time-score-console-page.tsx';
