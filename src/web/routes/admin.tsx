export { AdminPage as Component } from '../features/admin/admin-page.tsx';
