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

/** Where every API call goes, e.g. `${API_BASE}Home/GetCategories`. */
export const API_BASE = resolveApiBase(import.meta.env.VITE_API_BASE);
