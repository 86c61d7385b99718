import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOREFRONT_SCRIPTS_DELAY_MS } from '@shop/core';
import { storefrontScriptUrl, useStorefrontScripts } from './storefront-scripts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-storefront-script]')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storefront scripts (spec section 1)', () => {
  it('adds main and shop version 5.3 one second after a page change', () => {
    renderHook(({ page }) => useStorefrontScripts(page), { initialProps: { page: '/' } });

    vi.advanceTimersByTime(STOREFRONT_SCRIPTS_DELAY_MS - 1);
    expect(scripts()).toEqual([]);

    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/js/main.js?v=5.3', '/js/shop.js?v=5.3']);
  });

  it('removes them on the next page change and adds them again a second later', () => {
    const { rerender, unmount } = renderHook(({ page }) => useStorefrontScripts(page), { initialProps: { page: '/' } });
    vi.advanceTimersByTime(STOREFRONT_SCRIPTS_DELAY_MS);

    rerender({ page: '/Videos' });
    expect(scripts()).toEqual([]);

    vi.advanceTimersByTime(STOREFRONT_SCRIPTS_DELAY_MS);
    expect(scripts()).toHaveLength(2);
    unmount();
    expect(scripts()).toEqual([]);
  });

  it('does not add them when the page changes again within the second', () => {
    const { rerender } = renderHook(({ page }) => useStorefrontScripts(page), { initialProps: { page: '/' } });
    vi.advanceTimersByTime(500);
    rerender({ page: '/Blog' });
    vi.advanceTimersByTime(500);
    expect(scripts()).toEqual([]);
  });

  it('loads from a configured asset host', () => {
    expect(storefrontScriptUrl('shop', 'https://cdn.example.com')).toBe('https://cdn.example.com/js/shop.js?v=5.3');
  });
});
