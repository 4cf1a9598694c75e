// The consoles' route guard. Like RequireSignedIn, a signed-out visitor goes to the login page; but
// a console must also open with no network (docs/product/live-games.md#offline), when nobody can say who is
// signed in. Then it runs from this device's cache, and the first answer of the live API once the
// network is back decides (a 401 there sends to the login page, see use-console-game.ts).
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../../lib/session.ts';
import { useOnline } from '../store/use-online.ts';

export function ConsoleGuard() {
  const me = useQuery(meQueryOptions);
  const online = useOnline();
  const location = useLocation();
  if (me.data) return <Outlet />;
  if (me.data === null) {
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  }
  const unreachable = me.error instanceof ApiRequestError && me.error.status === 0;
  if (!online || unreachable) return <Outlet />;
  return <FullPageLoader />;
}
