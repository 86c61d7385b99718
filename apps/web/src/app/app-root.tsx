import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation, useRevalidator } from 'react-router';
import { cartActions } from '../shared/stores/cart-store';
import { checkStoredSession, useSession } from '../shared/stores/session-store';
import { useStorefrontScripts } from './storefront-scripts';

/**
 * The root of every route. On each page change (spec section 1): scroll to the top, drop
 * an expired token (spec 4) and expired cart lines, and (after a second) swap the
 * storefront scripts. Shows a thin progress bar while the next screen loads.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    checkStoredSession();
    cartActions.pruneExpired();
  }, [pathname]);

  useStorefrontScripts(pathname);
  useGuardsOnSignOut();

  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
    </>
  );
}

/**
 * When the session ends while a page is open (the server refused the token, or another tab
 * logged out), the route guards run again: an account screen gives way to /Login at once
 * instead of waiting for the next navigation. A log-out that navigates on its own is only
 * joined, not overridden (revalidating during a navigation re-runs that navigation).
 */
function useGuardsOnSignOut() {
  const { loggedIn } = useSession();
  const revalidator = useRevalidator();
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) void revalidator.revalidate();
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, revalidator]);
}

/**
 * Marks <html data-app="ready"> once the screen around it answers clicks: placed beside
 * each layout's screen, inside its Suspense boundary, so over a server-rendered page it runs
 * after that boundary is hydrated (boundaries hydrate one by one). Tests wait for it
 * instead of for time to pass.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Shown only during the very first load, before the first screen's frame is ready. */
export function AppLoading() {
  return <div className="app-loading" role="status" aria-busy="true" />;
}
