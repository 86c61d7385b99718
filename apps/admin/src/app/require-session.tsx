import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../shared/api/session-store';
import { routes } from '../shared/config/routes';

/** Screens behind sign-in: without a session, the sign-in screen (and back here after). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={routes.signIn} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Owner-only screens: staff see the server's words instead (the server refuses anyway). */
export function RequireOwner() {
  const session = useSession();
  if (session?.staff.role !== 'owner') {
    return (
      <div className="notice notice-error" role="alert">
        Only the shop owner can do this.
      </div>
    );
  }
  return <Outlet />;
}
