import { useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * The page's query string as the page is about to show it: while a navigation to this same
 * path is under way (a filter just ticked: the router runs the route's loader first), its
 * query; otherwise the current one. A ticked box shows ticked at once instead of springing
 * back until the navigation ends, and the new find is asked for at once.
 */
export function useShownSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.location?.pathname === pathname ? navigation.location.search : null;
  const shown = useMemo(() => (pending === null ? searchParams : new URLSearchParams(pending)), [pending, searchParams]);
  return [shown, setSearchParams];
}
