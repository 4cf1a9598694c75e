export { ConsoleGuard as Component } from '../features/consoles/console-guard.tsx';
