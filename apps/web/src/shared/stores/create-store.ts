/**
 * A tiny external store for `useSyncExternalStore`, backed by local storage. Each store
 * names the storage keys it reads, so a `storage` event from another tab (or a clear)
 * re-reads exactly the stores it concerns, and every tab stays in step.
 */

export interface StorageStore<T> {
  /** The current value; the same reference until it changes (as useSyncExternalStore needs). */
  getSnapshot(): T;
  /**
   * What the server renders (it has no local storage) and so what the browser's first,
   * hydrating render must show too: the empty default. The stored value follows at once.
   */
  getServerSnapshot(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the value, saves it and notifies subscribers. */
  set(next: T): void;
  /** Re-reads the value from storage and notifies subscribers. */
  reload(): void;
}

interface StorageStoreOptions<T> {
  /** The local-storage keys the value is read from. */
  keys: readonly string[];
  /** Reads the value from storage (called at first use and on reload). */
  read(): T;
  /** Saves the value to storage. */
  write(value: T): void;
  /** The value with nothing stored (see StorageStore.getServerSnapshot); one reference. */
  empty: T;
}

const stores = new Set<StorageStore<unknown>>();

/** Creates a store over local storage; see StorageStore. */
export function createStorageStore<T>({ keys, read, write, empty }: StorageStoreOptions<T>): StorageStore<T> {
  let value: T | undefined;
  let loaded = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const store: StorageStore<T> & { keys: readonly string[] } = {
    keys,
    getSnapshot() {
      if (!loaded) {
        loaded = true;
        value = read();
      }
      return value as T;
    },
    getServerSnapshot: () => empty,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      loaded = true;
      value = next;
      write(next);
      notify();
    },
    reload() {
      loaded = true;
      value = read();
      notify();
    },
  };
  stores.add(store as StorageStore<unknown>);
  listenToOtherTabs();
  return store;
}

/** Re-reads every store from storage (after storage was cleared, and between tests). */
export function reloadAllStores(): void {
  stores.forEach((store) => store.reload());
}

let listening = false;

function listenToOtherTabs() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    // A null key means the other tab cleared its storage.
    stores.forEach((store) => {
      const { keys } = store as StorageStore<unknown> & { keys: readonly string[] };
      if (event.key === null || keys.includes(event.key)) store.reload();
    });
  });
}
