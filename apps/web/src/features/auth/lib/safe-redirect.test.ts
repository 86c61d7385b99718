import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/CheckOut')).toBe('/CheckOut');
    expect(safeRedirectPath('/AllProductsList?page=2')).toBe('/AllProductsList?page=2');
  });

  it('refuses other sites, schemes and the login screens', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'CheckOut', '/Login', '/createaccount', 7, null]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
});

describe('redirectTarget', () => {
  it('prefers the redirect parameter, then the router state', () => {
    expect(redirectTarget('?redirect=/CheckOut', { from: '/MyOrders' })).toBe('/CheckOut');
    expect(redirectTarget('', { from: '/MyOrders' })).toBe('/MyOrders');
    expect(redirectTarget('', { from: { pathname: '/MyAddress', search: '?x=1' } })).toBe('/MyAddress?x=1');
    expect(redirectTarget('', null)).toBe('/');
  });
});
