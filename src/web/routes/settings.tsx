export { SettingsPage as Component } from '../features/settings/settings-page.tsx';
