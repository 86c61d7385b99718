import { redirect } from 'react-router';
import { paths } from '../../shared/config/paths';
import { hasSession } from '../../shared/storage/session';

/**
 * Loader of the logged-in area: a guest goes to /Login (spec section 2.1). Runs before the
 * screen's code is fetched, so a guest never downloads an account screen.
 */
export function requireSession() {
  if (!hasSession()) throw redirect(paths.login.getHref());
  return null;
}

/** The area's loader re-runs on every navigation inside it, so a sign-out is noticed at once. */
export function alwaysRevalidate() {
  return true;
}
