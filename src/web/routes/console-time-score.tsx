export { TimeScoreConsolePage as Component } from '../features/consoles/time-score-console-page.tsx';
