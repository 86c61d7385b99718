import { describe, expect, it } from 'vitest';
import { resolveApiBase, resolveAssetBase } from './env';

describe('resolveApiBase', () => {
  it("defaults to the same-origin '/api/'", () => {
    expect(resolveApiBase(undefined)).toBe('/api/');
    expect(resolveApiBase('  ')).toBe('/api/');
  });

  it("keeps a URL or root path and ensures the trailing '/'", () => {
    expect(resolveApiBase('https://api.example.com/v1')).toBe('https://api.example.com/v1/');
    expect(resolveApiBase('/shop-api/')).toBe('/shop-api/');
  });

  it('rejects a relative value', () => {
    expect(() => resolveApiBase('api')).toThrow(/VITE_API_BASE/);
  });
});

describe('resolveAssetBase', () => {
  it('is the same origin when unset', () => {
    expect(resolveAssetBase(undefined)).toBe('');
    expect(resolveAssetBase(' / ')).toBe('');
  });

  it("drops the trailing '/' of a host or path", () => {
    expect(resolveAssetBase('https://cdn.example.com/shop/')).toBe('https://cdn.example.com/shop');
    expect(resolveAssetBase('/static')).toBe('/static');
  });

  it('rejects a relative value', () => {
    expect(() => resolveAssetBase('cdn')).toThrow(/VITE_STOREFRONT_ASSET_BASE/);
  });
});
