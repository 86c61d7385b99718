import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { routes } from '../shared/config/routes';

/** A screen that failed to load or draw. */
export function RouteError() {
  const err = useRouteError();
  const notFound = isRouteErrorResponse(err) && err.status === 404;
  return (
    <div className="card route-error">
      <h1>{notFound ? 'No such page' : 'This screen could not be shown'}</h1>
      <p className="muted">
        {notFound ? 'The address does not match any back-office screen.' : 'Reload the page; if it happens again, the server log says more.'}
      </p>
      <Link to={routes.dashboard} className="btn btn-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="card route-error">
      <h1>No such page</h1>
      <p className="muted">The address does not match any back-office screen.</p>
      <Link to={routes.dashboard} className="btn btn-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}
