export { UpgradePage as Component } from '../features/billing/upgrade-page.tsx';
