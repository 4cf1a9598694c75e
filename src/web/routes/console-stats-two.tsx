export { StatsTwoConsolePage as Component } from '../features/consoles/pages/stats-two-console-page.tsx';
