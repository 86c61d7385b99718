import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/core';
import { mockApi } from '../../test/render';
import { signInForTest, testToken } from '../../test/session';
import { reloadAllStores } from '../stores/create-store';
import { sessionStore } from '../stores/session-store';
import { ApiError, apiGet, apiPost, apiUrl } from './client';

function lastRequest(spy: ReturnType<typeof mockApi>) {
  const [url, init] = spy.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init as RequestInit, headers: (init as RequestInit).headers as Record<string, string> };
}

describe('API client', () => {
  it('builds URLs under the API base and leaves empty query values out', () => {
    expect(apiUrl('Home/GetCategories')).toBe('/api/Home/GetCategories');
    expect(apiUrl('Home/GetProductsByCategory', { page: 2, category_id: undefined, sort_by: 'featured', keyword: '' })).toBe(
      '/api/Home/GetProductsByCategory?page=2&sort_by=featured',
    );
  });

  it('sends the JSON content type and the currency to a guest, without a token', async () => {
    const spy = mockApi({ 'Home/GetCategories': { success: true, data: [] } });
    await apiGet('Home/GetCategories');

    const { headers } = lastRequest(spy);
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.currency).toBe('INR');
    expect(headers.token).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends token, customer_id, customer-id, currency and Authorization: Bearer when logged in', async () => {
    const token = testToken();
    signInForTest('7', token);
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    const spy = mockApi({ 'Customers/SubmitCustomerReview': { success: true, message: 'Thank you! Your review has been published.' } });

    await apiPost('Customers/SubmitCustomerReview', { review_text: 'Lovely' });

    const { init, headers } = lastRequest(spy);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ review_text: 'Lovely' }));
    expect(headers).toMatchObject({
      token,
      customer_id: '7',
      'customer-id': '7',
      currency: 'USD',
      Authorization: `Bearer ${token}`,
    });
  });

  it("adds a call's own headers (Idempotency-Key) to the shared ones", async () => {
    signInForTest('7');
    const spy = mockApi({ 'Order/PlaceAndOrder': { success: true } });

    await apiPost('Order/PlaceAndOrder', {}, { headers: { 'Idempotency-Key': 'k-1' } });

    const { headers } = lastRequest(spy);
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.customer_id).toBe('7');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it("throws an ApiError with the status and the server's message", async () => {
    mockApi();
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(new Response(JSON.stringify({ success: false, message: 'Product not found' }), { status: 404 }));

    const failure = await apiGet('Products/GetProductDetails', { product_id: 9999 }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Product not found', isClientError: true });
  });

  describe('a 401 to a call that sent the stored token', () => {
    const refused = () => new Response(JSON.stringify({ success: false, message: 'Your session is not valid. Please log in again.' }), { status: 401 });

    it("logs the shopper out ('Invalid token'), keeping the cart", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      signInForTest('7');
      window.localStorage.setItem(STORAGE_KEYS.cartList, '[]');
      mockApi();
      vi.mocked(globalThis.fetch).mockResolvedValueOnce(refused());

      await expect(apiGet('Customers/GetCustomerInfo')).rejects.toMatchObject({ status: 401 });

      expect(warn).toHaveBeenCalledWith('Invalid token');
      expect(sessionStore.getSnapshot().loggedIn).toBe(false);
      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.cartList)).toBe('[]');
    });

    it('keeps the session when the 401 is about the credentials sent (a wrong password at login)', async () => {
      signInForTest('7');
      mockApi();
      vi.mocked(globalThis.fetch).mockResolvedValueOnce(refused());

      await expect(apiPost('Users/UserLogin', { customer_email: 'a@b.co', customer_password: 'Wrong#123' })).rejects.toMatchObject({ status: 401 });

      expect(sessionStore.getSnapshot().loggedIn).toBe(true);
    });

    it('keeps a token stored since the call left (a new login)', async () => {
      signInForTest('7', testToken());
      const fresh = testToken(7200);
      mockApi();
      vi.mocked(globalThis.fetch).mockImplementationOnce(async () => {
        signInForTest('7', fresh);
        return refused();
      });

      await expect(apiGet('Customers/GetCustomerInfo')).rejects.toMatchObject({ status: 401 });

      expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh);
      expect(sessionStore.getSnapshot().loggedIn).toBe(true);
    });
  });

  it('throws an ApiError with status 0 when no response comes', async () => {
    mockApi();
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(apiGet('Home/GetBlogs')).rejects.toMatchObject({ status: 0, isClientError: false });
  });
});
