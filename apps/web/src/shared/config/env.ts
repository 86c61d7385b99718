const DEFAULT_API_BASE = '/api/';

/**
 * Checks the build-time API base once at boot: an absolute http(s) URL or a path from the
 * root, always ending in '/' so endpoint paths can be appended as they are.
 */
export function resolveApiBase(raw: string | undefined): string {
  const value = raw?.trim() || DEFAULT_API_BASE;
  if (!/^(https?:\/\/|\/)/.test(value)) {
    throw new Error(`VITE_API_BASE must be an http(s) URL or start with '/', got '${value}'`);
  }
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * Checks the build-time host of the storefront scripts (spec section 1): empty for the
 * same origin, else an http(s) URL or a root path, returned without its trailing '/' so
 * `${STOREFRONT_ASSET_BASE}/js/main.js` works for every value.
 */
export function resolveAssetBase(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '/') return '';
  if (!/^(https?:\/\/|\/)/.test(value)) {
    throw new Error(`VITE_STOREFRONT_ASSET_BASE must be an http(s) URL or start with '/', got '${value}'`);
  }
  return value.replace(/\/+$/, '');
}

/** Where every API call goes, e.g. `${API_BASE}Home/GetCategories`. */
export const API_BASE = resolveApiBase(import.meta.env.VITE_API_BASE);

/** Where the storefront's 'main' and 'shop' scripts are loaded from; '' is the same origin. */
export const STOREFRONT_ASSET_BASE = resolveAssetBase(import.meta.env.VITE_STOREFRONT_ASSET_BASE);
