export { GooglePopupPage as Component } from '../features/auth/google-popup-page.tsx';
