// Route guards (docs/product/routes.md): anonymous visitors of protected routes go to the login page and come
// back afterwards; signed-in visitors of the login and register pages go on to the app.
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { safeRedirectPath } from '../lib/safe-redirect.ts';
import { useMaybeProfile } from '../lib/session.ts';

export function RequireSignedIn() {
  const profile = useMaybeProfile();
  const location = useLocation();
  if (!profile) {
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

export function RequireSignedOut() {
  const profile = useMaybeProfile();
  const [search] = useSearchParams();
  if (profile) {
    return (
      <Navigate to={safeRedirectPath(search.get('redirectTo')) ?? paths.dashboard.href()} replace />
    );
  }
  return <Outlet />;
}
