/**
 * The business constants and limits of spec section 9 (and the few numbers stated in
 * sections 2, 4 and 8), by name. Nothing in the apps should type one of these numbers.
 */

// ---------------------------------------------------------------- currency

/** Prices are stored and sent in rupees; INR is the default display currency. */
export const DEFAULT_CURRENCY = 'INR' as const;

/** Fixed conversion rate: 86.44 INR buys 1 USD. */
export const INR_PER_USD = 86.44;

/** The two display currencies and the label (symbol) shown for each. */
export const CURRENCIES = {
  INR: { code: 'INR', label: '₹' },
  USD: { code: 'USD', label: '$' },
} as const;

/** Whole rupees are shown for INR, two decimals for USD. */
export const CURRENCY_DISPLAY_DECIMALS = { INR: 0, USD: 2 } as const;

// ---------------------------------------------------------------- cart

/** A cart line expires 4 hours after it was added. */
export const CART_LINE_LIFETIME_MS = 14_400_000;

/** The smallest quantity of a cart line or the detail-page stepper. */
export const QUANTITY_MIN = 1;

// ---------------------------------------------------------------- home, cards, header

export const HOME_POPULAR_LIMIT = 5;
export const TRENDING_PLACEHOLDER_COUNT = 5;
export const CATEGORY_MENU_LIMIT = 14;
export const CARD_SHORT_DESCRIPTION_MAX = 30;
export const SEARCH_CLOSE_DELAY_MS = 200;

// ---------------------------------------------------------------- listing

export const LISTING_PAGE_SIZES = [10, 20, 30] as const;
export const LISTING_DEFAULT_PAGE_SIZE = 10;

/** The sort_by values the API accepts, in the order the dropdown shows them. */
export const SORT_BY_VALUES = ['featured', 'price_desc', 'price_asc'] as const;

/** The 'Sort by' dropdown: value sent as sort_by, and the label shown. */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_desc', label: 'High to Low' },
  { value: 'price_asc', label: 'Low to High' },
] as const;

export const DEFAULT_SORT = 'featured' as const;

// ---------------------------------------------------------------- other lists

export const ORDERS_PAGE_SIZE = 5;
export const VIDEOS_PAGE_SIZE = 10;
export const VIDEO_SEARCH_DEBOUNCE_MS = 500;
export const BLOGS_PAGE_SIZE = 10;
/** The address list asks for up to 1000 addresses on page 1. */
export const ADDRESS_LIST_LIMIT = 1000;
/** Checkout asks for 1 address on page 1 (the default comes first). */
export const CHECKOUT_ADDRESS_LIMIT = 1;
export const VIDEO_PLACEHOLDER_COUNT = 8;

/** The largest id the database's id columns hold (a 32-bit signed integer); larger ids are refused. */
export const MAX_ID = 2_147_483_647;

/** The largest page size the API serves in one response. */
export const API_MAX_LIMIT = 100;

// ---------------------------------------------------------------- field limits

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNUP_PASSWORD_MAX = 20;
/**
 * The spec says 6 for a new password on the account-details form, but login takes 8 to 20:
 * a 6-character password would lock its owner out, so the account form asks for login's 8.
 */
export const ACCOUNT_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MAX = 20;
export const MOBILE_DIGITS = 10;
export const CONTACT_PHONE_DIGITS = 10;
export const PINCODE_DIGITS = 6;
export const CARD_NUMBER_DIGITS = 16;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
/** Digits of the card expiry as typed (MMYY); shown as MM/YY. */
export const CARD_EXPIRY_DIGITS = 4;
export const SECURITY_CODE_MIN = 1000;
export const SECURITY_CODE_MAX = 9999;

/**
 * Sane upper bounds for free text the spec gives no limit for. They keep oversize input
 * out of the database; the forms never come near them in normal use.
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  address: 200,
  country: 100,
  subject: 200,
  message: 5000,
  reviewText: 2000,
  keyword: 100,
  password: 128,
} as const;

// ---------------------------------------------------------------- timings

export const LOGIN_REDIRECT_MS = 2000;
export const INVOICE_REDIRECT_MS = 1000;
/** Review and account-update result toasts. */
export const RESULT_TOAST_MS = 2000;
export const STOREFRONT_SCRIPTS_DELAY_MS = 1000;
export const STOREFRONT_SCRIPTS_VERSION = '5.3';
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const SWIPE_THRESHOLD_PX = 5;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_DEFAULT_POSITION = 'top-right' as const;
export const TOAST_THEME = 'light' as const;
/** '{title} Added' toasts show at the bottom centre. */
export const ADD_TO_CART_TOAST_POSITION = 'bottom-center' as const;
/** Login failure toasts show at the top centre. */
export const LOGIN_ERROR_TOAST_POSITION = 'top-center' as const;

// ---------------------------------------------------------------- browser storage

/** Local storage keys, exactly as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  customer_id: 'customer_id',
  currency_label: 'currency_label',
  currency_value: 'currency_value',
  cartList: 'cartList',
  wishList: 'wishList',
  cartQuantity: 'cartQuantity',
  i18nextLng: 'i18nextLng',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// ---------------------------------------------------------------- reviews

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_STEP = 0.5;
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_RATING_LABELS = {
  1: 'Useless',
  2: 'Poor',
  3: 'Ok',
  4: 'Good',
  5: 'Excellent',
} as const;
/** The largest average rating (the rating bar is full at 5). */
export const RATING_SCALE_MAX = 5;

// ---------------------------------------------------------------- payment, orders

/** Cash on Delivery is offered (and pre-selected) only for this country, case-insensitive. */
export const CASH_ON_DELIVERY_COUNTRY = 'India';

/** An order with this order_status may be cancelled. */
export const ORDER_STATUS_CANCELLABLE = 0;

// ---------------------------------------------------------------- invoice

export const INVOICE_FINANCE_CHARGE_PERCENT = 1.5;
export const INVOICE_FINANCE_CHARGE_AFTER_DAYS = 30;

/** The invoice notes of spec section 9, one sentence each. */
export const INVOICE_NOTES = [
  'Amounts are in INR.',
  'A 1.5% finance charge applies on unpaid balances after 30 days.',
  'No refunds once the order is completed.',
  'Delivery may be delayed.',
] as const;

// ---------------------------------------------------------------- language

export const DEFAULT_LANGUAGE = 'en';
export const FALLBACK_LANGUAGE = 'en';
/** Arabic is the only right-to-left language. */
export const RTL_LANGUAGES = ['ar'] as const;

/**
 * Language detection order, in i18next-browser-languagedetector's names: query parameter
 * lng, cookie, local storage, session storage, browser language, html tag.
 */
export const LANGUAGE_DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;
export const LANGUAGE_QUERY_PARAM = 'lng';
/** The languages the shop is translated into; Arabic is right-to-left. */
export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
/**
 * The detected language is cached in local storage under i18nextLng (spec 9) and in the
 * cookie below, the one place the server can read it before any script has run.
 */
export const LANGUAGE_DETECTION_CACHES = ['localStorage', 'cookie'] as const;
/** The detector's cookie (its default name): path /, a year, SameSite=Lax. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_COOKIE_MINUTES = 365 * 24 * 60;

/** Translation files: /locales/{lng}/{ns}.json. */
export const I18N_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
export const I18N_ADD_PATH = '/locales/add/{{lng}}/{{ns}}';
export const I18N_MAX_PARALLEL_READS = 10;
export const I18N_MAX_RETRIES = 5;
export const I18N_RETRY_TIMEOUT_MS = 350;
export const I18N_RETRY_BACKOFF_FACTOR = 2;
/** Value escaping is off (React escapes already). */
export const I18N_ESCAPE_VALUE = false;
/** The missing-key post exists but is not enabled. */
export const I18N_SAVE_MISSING = false;

/**
 * The largest order the shop takes: ₹10,00,00,000 (ten crore) of goods. The same on both
 * databases (money columns are 64-bit), checked before anything is stored; far above any
 * real order of stones and far below the integers a JavaScript number holds exactly.
 */
export const ORDER_TOTAL_MAX_PAISE = 10_000_000_000;
/**
 * The smallest price other than 0: ₹1. A price under 50 paise shows as ₹0, one under 43.22
 * paise as $0.00, so the back office refuses them rather than show a shopper a free-looking
 * price that is not.
 */
export const PRICE_MIN_PAISE = 100;

/**
 * What a product without a picture shows wherever its picture would be (cards, its page,
 * cart, wishlist): a drawn stone on the shop's paper colour, served with the storefront.
 */
export const PRODUCT_PICTURE_PLACEHOLDER = '/images/no-picture.svg';

/** A product's picture, or the placeholder when it has none. */
export function productPicture(url: string | null | undefined): string {
  return url?.trim() ? url : PRODUCT_PICTURE_PLACEHOLDER;
}
