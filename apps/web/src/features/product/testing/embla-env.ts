import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom lacks the browser APIs the embla carousel asks for (matchMedia, ResizeObserver,
 * IntersectionObserver). Tests of screens with the gallery call this at the top of the
 * file: inert stand-ins are installed for the file's tests and removed afterwards.
 */
export function installCarouselEnvironment(): void {
  beforeAll(() => {
    class InertObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    if (!window.matchMedia) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }));
    }
    if (!('ResizeObserver' in window)) vi.stubGlobal('ResizeObserver', InertObserver);
    if (!('IntersectionObserver' in window)) vi.stubGlobal('IntersectionObserver', InertObserver);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
