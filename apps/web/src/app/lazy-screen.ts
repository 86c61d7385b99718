import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@shop/core';
import { i18n } from '../shared/i18n/i18n';

export { CHUNK_LOAD_TIMEOUT_MS };

/** A screen's code did not arrive in time; the route's error screen says so. */
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

export interface LazyScreenOptions {
  /**
   * Translation namespaces the screen uses (public/locales/{lng}/{ns}.json). They load in
   * parallel with the code, so the screen appears translated, without a second wait.
   */
  namespaces?: string[];
  /** The module's source path as the build's manifest keys it ('src/features/…-page.tsx'). */
  source?: string;
}

/**
 * A route's `lazy` function for a screen module whose default export is the screen, so each
 * screen is its own chunk. A failed or timed-out (120 s, spec 1) load rejects and reaches
 * the route's error screen. A translation file that fails is not fatal: the screen then
 * suspends on it (or shows its keys' fallback) as usual.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>, { namespaces = [], source }: LazyScreenOptions = {}) {
  const lazy = async () => {
    // On the server the page's own i18next instance already holds them (entry-server.tsx).
    const inBrowser = typeof window !== 'undefined';
    const translations = inBrowser && namespaces.length > 0 ? i18n.loadNamespaces(namespaces).catch(() => undefined) : undefined;
    const [screenModule] = await Promise.all([withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS), translations]);
    return { Component: screenModule.default };
  };
  return Object.assign(lazy, { namespaces, source });
}

/** What a route says of its screen: in its handle (router.tsx copies it there), else on its lazy function. */
function screenOf(route: { lazy?: unknown; handle?: unknown }): { namespaces?: string[]; source?: string | null } | undefined {
  return (
    (route.handle as { screen?: { namespaces?: string[]; source?: string | null } } | undefined)?.screen ??
    (route.lazy as { namespaces?: string[]; source?: string } | undefined)
  );
}

/** The translation namespaces a route's screen uses (lazyScreen's option), or none. */
export function screenNamespaces(route: { lazy?: unknown; handle?: unknown }): string[] {
  return screenOf(route)?.namespaces ?? [];
}

/** The source path of a route's screen module (lazyScreen's option), or null. */
export function screenSource(route: { lazy?: unknown; handle?: unknown }): string | null {
  return screenOf(route)?.source ?? null;
}
