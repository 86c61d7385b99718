import type { ComponentType } from 'react';

// TODO(lead): take this from the spec-section-9 constants in @shop/core once they exist.
/** Spec section 1 / 9: code loaded on demand gives up after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code did not arrive in time; the router shows it as an application error. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Screen code did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A route's `lazy` function for a screen module whose default export is the screen, so each
 * screen is its own chunk. A failed or timed-out load rejects and reaches the route's error
 * element (React Router's default 'Unexpected Application Error!').
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const screenModule = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    return { Component: screenModule.default };
  };
}
