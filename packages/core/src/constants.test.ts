import { describe, expect, it } from 'vitest';
import * as c from './constants';
import { PRODUCT_PICTURE_PLACEHOLDER, productPicture } from './constants';

describe('constants of spec section 9', () => {
  it('has the currency settings', () => {
    expect(c.DEFAULT_CURRENCY).toBe('INR');
    expect(c.INR_PER_USD).toBe(86.44);
    expect(c.CURRENCIES).toEqual({ INR: { code: 'INR', label: '₹' }, USD: { code: 'USD', label: '$' } });
  });

  it('has the limits and page sizes', () => {
    expect(c.CART_LINE_LIFETIME_MS).toBe(4 * 60 * 60 * 1000);
    expect(c.HOME_POPULAR_LIMIT).toBe(5);
    expect(c.TRENDING_PLACEHOLDER_COUNT).toBe(5);
    expect(c.CATEGORY_MENU_LIMIT).toBe(14);
    expect(c.CARD_SHORT_DESCRIPTION_MAX).toBe(30);
    expect(c.SEARCH_CLOSE_DELAY_MS).toBe(200);
    expect(c.LISTING_PAGE_SIZES).toEqual([10, 20, 30]);
    expect(c.LISTING_DEFAULT_PAGE_SIZE).toBe(10);
    expect(c.ORDERS_PAGE_SIZE).toBe(5);
    expect(c.VIDEOS_PAGE_SIZE).toBe(10);
    expect(c.VIDEO_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(c.BLOGS_PAGE_SIZE).toBe(10);
    expect(c.ADDRESS_LIST_LIMIT).toBe(1000);
    expect(c.VIDEO_PLACEHOLDER_COUNT).toBe(8);
    expect(c.API_MAX_LIMIT).toBe(100);
  });

  it('has the sort options in order, Featured first', () => {
    expect(c.SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['featured', 'Featured'],
      ['price_desc', 'High to Low'],
      ['price_asc', 'Low to High'],
    ]);
    expect(c.DEFAULT_SORT).toBe('featured');
  });

  it('has the field limits', () => {
    expect([c.USERNAME_MIN, c.USERNAME_MAX]).toEqual([3, 20]);
    expect([c.SIGNUP_PASSWORD_MIN, c.SIGNUP_PASSWORD_MAX]).toEqual([8, 20]);
    expect(c.ACCOUNT_PASSWORD_MIN).toBe(8);
    expect(c.MAX_ID).toBe(2 ** 31 - 1);
    expect([c.LOGIN_PASSWORD_MIN, c.LOGIN_PASSWORD_MAX]).toEqual([8, 20]);
    expect([c.MOBILE_DIGITS, c.CONTACT_PHONE_DIGITS, c.PINCODE_DIGITS, c.CARD_NUMBER_DIGITS]).toEqual([10, 10, 6, 16]);
    expect([c.CVV_MIN_DIGITS, c.CVV_MAX_DIGITS]).toEqual([3, 4]);
    expect([c.SECURITY_CODE_MIN, c.SECURITY_CODE_MAX]).toEqual([1000, 9999]);
  });

  it('has the timings', () => {
    expect(c.LOGIN_REDIRECT_MS).toBe(2000);
    expect(c.INVOICE_REDIRECT_MS).toBe(1000);
    expect(c.RESULT_TOAST_MS).toBe(2000);
    expect(c.STOREFRONT_SCRIPTS_DELAY_MS).toBe(1000);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(c.SWIPE_THRESHOLD_PX).toBe(5);
    expect(c.TOAST_DEFAULT_MS).toBe(5000);
  });

  it('has the storage keys exactly', () => {
    expect(Object.values(c.STORAGE_KEYS)).toEqual([
      'token',
      'customer_id',
      'currency_label',
      'currency_value',
      'cartList',
      'wishList',
      'cartQuantity',
      'i18nextLng',
    ]);
  });

  it('has the review rating settings', () => {
    expect([c.REVIEW_RATING_MIN, c.REVIEW_RATING_MAX, c.REVIEW_RATING_STEP, c.REVIEW_RATING_DEFAULT]).toEqual([1, 5, 0.5, 5]);
    expect(c.REVIEW_RATING_LABELS).toEqual({ 1: 'Useless', 2: 'Poor', 3: 'Ok', 4: 'Good', 5: 'Excellent' });
  });

  it('has the language settings', () => {
    expect(c.DEFAULT_LANGUAGE).toBe('en');
    expect(c.RTL_LANGUAGES).toEqual(['ar']);
    expect(c.LANGUAGE_DETECTION_ORDER).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect([c.I18N_MAX_PARALLEL_READS, c.I18N_MAX_RETRIES, c.I18N_RETRY_TIMEOUT_MS]).toEqual([10, 5, 350]);
  });

  it('has the invoice notes', () => {
    expect(c.INVOICE_NOTES).toHaveLength(4);
    expect(c.INVOICE_NOTES.join(' ')).toContain('1.5%');
    expect(c.INVOICE_NOTES.join(' ')).toContain('30 days');
  });
});

describe('productPicture', () => {
  it('answers the picture, or the placeholder for none', () => {
    expect(productPicture('/media/uploads/a-800.webp')).toBe('/media/uploads/a-800.webp');
    expect(productPicture('')).toBe(PRODUCT_PICTURE_PLACEHOLDER);
    expect(productPicture('   ')).toBe(PRODUCT_PICTURE_PLACEHOLDER);
    expect(productPicture(null)).toBe('/images/no-picture.svg');
  });
});
