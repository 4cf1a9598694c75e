export { TimeOnlyConsolePage as Component } from '../features/consoles/time-only-console-page.tsx';
