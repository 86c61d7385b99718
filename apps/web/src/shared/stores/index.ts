/** Browser state of spec section 3: cart, wishlist, currency, session, detail quantity. */
export {
  useCart,
  cartActions,
  cartStore,
  type CartAddable,
  type CartAddResult,
  type CartPriceChange,
} from './cart-store';
export { useWishlist, wishlistActions, wishlistStore, type WishlistAddable } from './wishlist-store';
export { useCurrency, setCurrency, currentCurrency, currencyStore, pageReloader, type CurrencyState } from './currency-store';
export { useSession, signIn, replaceToken, logout, checkStoredSession, sessionStore, type SessionState } from './session-store';
export { useCartQuantity, readCartQuantity, setCartQuantity, cartQuantityStore } from './cart-quantity-store';
export { reloadAllStores } from './create-store';
