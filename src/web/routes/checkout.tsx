export { CheckoutPage as Component } from '../features/billing/checkout-page.tsx';
