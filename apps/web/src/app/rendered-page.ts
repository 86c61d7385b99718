import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { CurrencyCode } from '@shop/core';

/**
 * What the server hands the browser with a page it rendered (entry-server.tsx), inlined in
 * the HTML as JSON: the browser hydrates from it without asking for anything again.
 */
export interface RenderedPageState {
  /** The language the page was rendered in ('en' or 'ar'). */
  language: string;
  /** The display currency the prices were rendered in. */
  currency: CurrencyCode;
  /** The translation files the page used: language → namespace → strings. */
  resources: Record<string, Record<string, Record<string, unknown>>>;
  /** The API answers the page was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** The router's loader state. */
  router: HydrationState;
}

/** The id of the `<script type="application/json">` element that carries the state. */
export const RENDERED_PAGE_STATE_ID = 'shop-rendered-page';

/** The state the server inlined in this page, or null when the page was not server-rendered. */
export function readRenderedPageState(doc: Document = document): RenderedPageState | null {
  const text = doc.getElementById(RENDERED_PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedPageState;
  } catch {
    return null;
  }
}
