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

  it('refuses paths that lead to another site once normalised or decoded', () => {
    for (const bad of [
      '/.//evil.example',
      '/./\\evil',
      '/%2F%2Fevil.example',
      '/..//evil',
      '/%5C%5Cevil',
      '/%2e%2e%2f%2fevil',
      '/a/../..//evil',
      ' /.//evil.example/x?y=1',
    ]) {
      expect(safeRedirectPath(bad), bad).toBe('/');
    }
    // A path that cannot be decoded is not one of the shop's.
    expect(safeRedirectPath('/%E0%A4%A')).toBe('/');
  });

  it('keeps normalised and escaped same-site paths', () => {
    expect(safeRedirectPath('/./CheckOut')).toBe('/CheckOut');
    expect(safeRedirectPath('/x/../MyAddress')).toBe('/MyAddress');
    expect(safeRedirectPath('/ProductDetails/Rose%20Quartz=5')).toBe('/ProductDetails/Rose%20Quartz=5');
    expect(safeRedirectPath('/AllProductsList/a%2Fb')).toBe('/AllProductsList/a%2Fb');
  });
});

describe('redirectTarget', () => {
  it('prefers the redirect parameter, then the router state', () => {
    expect(redirectTarget('?redirect=/CheckOut', { from: '/MyOrders' })).toBe('/CheckOut');
    expect(redirectTarget('', { from: '/MyOrders' })).toBe('/MyOrders');
    expect(redirectTarget('', { from: { pathname: '/MyAddress', search: '?x=1' } })).toBe('/MyAddress?x=1');
    expect(redirectTarget('', null)).toBe('/');
  });

  it('goes home for a redirect that normalises to another site', () => {
    expect(redirectTarget('?redirect=/.//evil.example', null)).toBe('/');
    expect(redirectTarget('?redirect=/%252F%252Fevil.example', null)).toBe('/');
    expect(redirectTarget('', { from: '/..//evil' })).toBe('/');
  });
});
