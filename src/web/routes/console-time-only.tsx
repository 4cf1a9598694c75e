export { TimeOnlyConsolePage as Component } from '../features/consoles/pages/time-only-console-page.tsx';
