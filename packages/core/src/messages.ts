/**
 * The user-facing texts of spec sections 2, 4 and 8 that are not validation messages
 * (those live beside their schemas). Quoted exactly; the apps show these, never a copy.
 */
export const MESSAGES = {
  // Login and sign-up (spec 4, 8)
  loginSuccessful: 'Login successful!',
  loginUserNotFoundToast: 'User not found......',
  loginUserNotFound: 'User not found',
  noResponse: 'An error occurred. Please try again.',
  invalidSecurityCode: 'Invalid security code',
  accountNotCreated: 'Account not created',
  loginButton: 'Log in',
  loginButtonBusy: 'Logging in...',
  signUpButton: 'Submit & Register',
  signUpButtonBusy: 'Submitting...',
  createAccountLink: "Don't have an account? Create here",

  // Log out (spec 2.9)
  logoutTitle: 'Are you sure?',
  logoutText: 'You will be logged out of your account!',
  headerLogoutTitle: 'Are you sure? You will be logged out!',
  headerLogoutConfirm: 'Yes!',

  // Results (spec 8)
  resultSuccessTitle: 'Success',
  resultFailedTitle: 'Failed',
  currentPasswordMismatch: 'Current Password does not match',

  // Address (spec 2.9, 4)
  noDefaultAddress: 'No default address.',
  addressAlreadyDefault: 'This address is already default',
  makeDefaultAddress: 'Make this my default address',

  // Checkout (spec 2.10, 8)
  noAddressTitle: 'No Address Found',
  noAddressText: 'Please add your address and set a default address.',
  noAddressButton: 'Go to Address Page',
  addressErrorTitle: 'Error',
  addressErrorText: 'Unable to retrieve address information. Please try again later.',
  addressErrorButton: 'Retry',
  noAddressToUpdate: 'No customer address found to update.',
  placeOrderButton: 'Place an Order',
  placeOrderButtonBusy: 'Placing.....',

  // Orders (spec 2.9, 4, 8)
  noOrders: 'Sorry! No Result Found',
  orderProcessingTitle: 'Error',
  orderProcessing: "Order is processing, can't cancel.",
  orderCanceled: 'Canceled!',
  orderCancelFailed: 'There was a problem canceling the order.',

  // Catalog (spec 2.2 to 2.6, 2.12)
  noSuggestions: 'No suggestions found',
  allProducts: 'All Products',
  relatedProducts: 'Related products',
  noReviews: 'No reviews yet.',
  addReview: 'Add a review',
  variantLabel: 'Size / Weight',
  outOfStock: 'Out Stock',
  cartLineExpired: 'Expired',
  noVideos: 'No videos found',
  clearSearch: 'Clear search',
  blogsHeading: 'Our Blogs',
  readMore: 'Read More',
  readLess: 'Read Less',

  // Logged only (spec 8)
  invalidToken: 'Invalid token',
} as const;

/** The add-to-cart toast from home, trending, listing, related or detail: '{title} Added'. */
export function addedToCartToast(productTitle: string): string {
  return `${productTitle} Added`;
}

/** The add-to-cart toast from the wishlist: '{title} added to cart'. */
export function wishlistAddedToCartToast(productTitle: string): string {
  return `${productTitle} added to cart`;
}

/** The listing count line: 'We found N items for you!' (N is the number of items loaded). */
export function foundItemsText(count: number): string {
  return `We found ${count} items for you!`;
}
