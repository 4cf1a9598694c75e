export { RegisterPage as Component } from '../features/auth/register-page.tsx';
