import { useSyncExternalStore } from 'react';

/** How often the countdowns move on. */
export const TICK_MS = 1000;

/**
 * One shared clock for every countdown on the page: a single interval runs while at least
 * one component listens, instead of one interval per cart line.
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => (timer === undefined ? Date.now() : now);

/** The current time in epoch ms, updated once a second by the shared ticker. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
