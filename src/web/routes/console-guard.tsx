export { ConsoleGuard as Component } from '../features/consoles/frame/console-guard.tsx';
