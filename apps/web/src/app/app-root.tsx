import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

/**
 * The root of every route: scrolls to the top on each page change (spec section 1) and shows
 * a thin progress bar while the next screen's code or data loads.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
    </>
  );
}

/** Shown only during the very first load, before the first screen's code has arrived. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      Loading…
    </div>
  );
}
