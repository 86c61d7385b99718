import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';
import { sessionStore } from '../shared/api/session-store';
import type { StaffMember } from '@shop/core/admin';

export const OWNER: StaffMember = {
  staff_id: 1,
  email: 'owner@example.com',
  name: 'Meera Sharma',
  role: 'owner',
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
};
export const STAFF: StaffMember = {
  staff_id: 2,
  email: 'staff@example.com',
  name: 'Ravi Kumar',
  role: 'staff',
  active: true,
  created_at: '2026-11-02T10:00:00.000Z',
};

/** Signs a member in (as the sign-in screen would). */
export function signInAs(staff: StaffMember = OWNER) {
  sessionStore.set({ expiresAt: new Date(Date.now() + 3_600_000).toISOString(), staff });
}

/** Renders an element, or the given routes at a path, with a fresh QueryClient. */
export function renderWith(ui: ReactElement | RouteObject[], path = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
