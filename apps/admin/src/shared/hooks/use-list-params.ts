import { useSearchParams } from 'react-router';

/**
 * A list screen's filters and page, kept in the address (so a filtered list can be shared
 * and survives a reload): `values` holds the given keys that are set, `page` starts at 1;
 * `set` changes some of them and goes back to page 1 unless the page itself is set.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = {} as Partial<Record<K, string>>;
  for (const k of keys) {
    const v = params.get(k);
    if (v) values[k] = v;
  }
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Partial<Record<K | 'page', string | number | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  const filtered = keys.some((k) => params.get(k));
  return { values, page, set, clear, filtered };
}
