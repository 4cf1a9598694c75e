export { PopupCompletePage as Component } from '../features/auth/popup-complete-page.tsx';
