import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { stubApi } from './api-stub';

/** A QueryClient for tests: no retries, so a failing call fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` as the page at `path` with the app's providers (TanStack Query, toasts,
 * Suspense for translations) and a memory router, as the storefront runs it. A given
 * `queryClient` may hold answers already (as a page the server rendered does).
 */
export function renderWithProviders(ui: ReactElement, { path = '/', queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders a route table (the app's own, usually) at `path`, with the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

type Handler = unknown | ((url: URL, init?: RequestInit) => unknown);

/**
 * Stubs fetch for the API: `handlers` maps a call path ('Home/GetCategories') to its JSON
 * body (or a function of the URL giving it), always with status 200 (stubApi sets others).
 * Unknown calls answer `{ success: true, data: [] }`. Returns the spy, to check what was called.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  return stubApi(
    Object.fromEntries(
      Object.entries(handlers).map(([path, handler]) => [
        path,
        (url: URL, init?: RequestInit) => ({
          body: typeof handler === 'function' ? (handler as (u: URL, i?: RequestInit) => unknown)(url, init) : handler,
        }),
      ]),
    ),
  );
}
