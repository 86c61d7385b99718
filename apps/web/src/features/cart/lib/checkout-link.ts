import { LOGIN_REDIRECT_PARAM, paths } from '../../../shared/config/paths';

/**
 * Where 'Continue to checkout' (and the mini-cart's Checkout / Log In) lead: /CheckOut for
 * a logged-in shopper; for a guest /Login?redirect=/CheckOut, so the login screen can come
 * back to checkout. The cart itself lives in local storage and survives the login.
 */
export function checkoutHref(loggedIn: boolean): string {
  const checkout = paths.checkout.getHref();
  return loggedIn ? checkout : `${paths.login.getHref()}?${LOGIN_REDIRECT_PARAM}=${checkout}`;
}
