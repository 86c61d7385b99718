import { redirect } from 'react-router';
import { paths } from '../../shared/config/paths';
import { checkStoredSession } from '../../shared/stores/session-store';

/**
 * Loader of the logged-in area: a visitor who is not logged in (no token and customer_id,
 * or a malformed or expired token, which also clears storage: core isLoggedIn, spec 4)
 * goes to /Login. Runs before the screen's code is fetched, so a guest never downloads an
 * account screen.
 */
export function requireSession() {
  if (!checkStoredSession().loggedIn) throw redirect(paths.login.getHref());
  return null;
}

/** The area's loader re-runs on every navigation inside it, so a sign-out is noticed at once. */
export function alwaysRevalidate() {
  return true;
}
