export { AppLayout as Component } from '../app-shell/app-layout.tsx';
