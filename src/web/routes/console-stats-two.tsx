export { StatsTwoConsolePage as Component } from '../features/consoles/stats-two-console-page.tsx';
