export { PaySuccessPage as Component } from '../features/billing/pay-success-page.tsx';
