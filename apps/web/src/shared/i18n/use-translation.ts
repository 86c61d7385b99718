import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The storefront's `useTranslation`: react-i18next's hook as the screens use it (`t`,
 * `i18n`, `ready`; suspends until a namespace's file is in unless `useSuspense: false`;
 * renders again when the language changes or a file arrives), at a fraction of its cost.
 * react-i18next's hook copies every property of the i18next instance into a new wrapper
 * object and builds a new `t` for each component the first time it renders, which on a page
 * rendered on the server (where every component renders once) was about a third of the
 * page's CPU (bench:render, decision 015). Here a `t` is made once per instance, language,
 * namespaces and change, and shared by every component that asks for the same.
 */

type Namespaces = string | readonly string[];

export interface UseTranslationOptions {
  /** false: render at once with what is loaded (keys where a file is missing) and load in the background. */
  useSuspense?: boolean;
}

export interface UseTranslationResponse {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

/** What one i18next instance's hooks share: the change count, its listeners, the `t`s made. */
interface Watched {
  revision: number;
  listeners: Set<() => void>;
  /** `${language}|${namespaces}` → the `t` made for them at this revision. */
  fixed: Map<string, TFunction>;
  /** `${language}|${namespaces}` → the load under way that a suspended render waits for. */
  loading: Map<string, Promise<unknown>>;
}

const watchedInstances = new WeakMap<I18n, Watched>();

function watched(i18n: I18n): Watched {
  let entry = watchedInstances.get(i18n);
  if (!entry) {
    const created: Watched = { revision: 0, listeners: new Set(), fixed: new Map(), loading: new Map() };
    entry = created;
    watchedInstances.set(i18n, created);
    // In the browser only: on the server an instance's language and files never change
    // during a render, and nothing subscribes.
    if (typeof window !== 'undefined') {
      // A new language renders every translated component again (as react-i18next does).
      const changed = () => {
        created.revision += 1;
        created.fixed.clear();
        created.listeners.forEach((listener) => listener());
      };
      // A file that arrives renders nothing again by itself: the components waiting for it
      // do (a suspended one is retried; one with useSuspense false re-renders when its load
      // resolves). The `t`s made before it are dropped, so the next render gets a fresh one.
      // Re-rendering every translated component on every file would also re-run reads a
      // screen is leaving (a log-out's account screen asking for the customer again).
      const filesChanged = () => created.fixed.clear();
      i18n.on('languageChanged', changed);
      i18n.on('loaded', filesChanged);
      i18n.store?.on('added', filesChanged);
    }
  }
  return entry;
}

/** Most answers one `t` remembers; past it, it starts again (a page asks a few hundred). */
const REMEMBERED_MAX = 5_000;

/** Options made of text, numbers and booleans only (a count, a name, an amount): safe to key on. */
function isPlainOptions(value: unknown): value is Record<string, string | number | boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const v of Object.values(value)) if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return false;
  return true;
}

/**
 * `fixed`, remembering what it gave for a key alone or with plain options (a count, an
 * amount, a name): i18next resolves each call anew through its namespaces, languages,
 * plural forms and interpolation, and a page asks the same few hundred again and again. A
 * `t` lives until the language changes or files arrive (see watched) and keeps only answers
 * given once its namespaces were in, so what it remembers is never stale. Calls with
 * anything else (returnObjects with a default object, a function) go to i18next as they are.
 */
function rememberingT(fixed: TFunction, ready: () => boolean): TFunction {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1 || (rest.length === 1 && !isPlainOptions(rest[0]))) return call(key, ...rest);
    const id = rest.length === 0 ? key : `${key}\u0000${JSON.stringify(rest[0])}`;
    if (known.has(id)) return known.get(id);
    const value = call(key, ...rest);
    // Only an answer from loaded files is kept (before they are in, it is the key or a default).
    if (!ready()) return value;
    if (known.size >= REMEMBERED_MAX) known.clear();
    known.set(id, value);
    return value;
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

function isReady(i18n: I18n, namespaces: readonly string[]): boolean {
  const started = i18n.isInitialized || (i18n as I18n & { initializedStoreOnce?: boolean }).initializedStoreOnce;
  return Boolean(started) && namespaces.every((ns) => i18n.hasLoadedNamespace(ns));
}

export function useTranslation(ns?: Namespaces, options: UseTranslationOptions = {}): UseTranslationResponse {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  const entry = watched(i18n);
  const revision = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.revision,
    () => entry.revision,
  );
  const fallbackNs = i18n.options?.defaultNS;
  const namespaces: readonly string[] = ns === undefined ? [typeof fallbackNs === 'string' ? fallbackNs : 'translation'] : typeof ns === 'string' ? [ns] : ns;
  const language = i18n.language;
  const namespacesKey = namespaces.join(',');
  const key = `${language}|${namespacesKey}`;
  let t = entry.fixed.get(key);
  if (!t) {
    const own = [...namespaces];
    t = rememberingT(i18n.getFixedT(language, namespaces[0]!) as TFunction, () => isReady(i18n, own));
    entry.fixed.set(key, t);
  }
  const ready = isReady(i18n, namespaces);
  const useSuspense = options.useSuspense ?? i18n.options?.react?.useSuspense ?? true;

  // Without suspense, the files are asked for after the render and it renders again when they are in.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready || useSuspense) return;
    let live = true;
    void i18n.loadNamespaces(namespacesKey.split(',')).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
    // The namespaces by value (an inline array is new each render); again after a language change.
  }, [i18n, namespacesKey, ready, useSuspense, revision]);

  if (!ready && useSuspense) {
    let pending = entry.loading.get(key);
    if (!pending) {
      pending = i18n.loadNamespaces([...namespaces]).finally(() => entry.loading.delete(key));
      entry.loading.set(key, pending);
    }
    throw pending;
  }
  return { t, i18n, ready };
}
