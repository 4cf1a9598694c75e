export { ForgotPasswordPage as Component } from '../features/auth/forgot-password-page.tsx';
