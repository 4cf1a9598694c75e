export { LoginPage as Component } from '../features/auth/login-page.tsx';
