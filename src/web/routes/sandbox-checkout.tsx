export { SandboxCheckoutPage as Component } from '../features/billing/sandbox-checkout-page.tsx';
