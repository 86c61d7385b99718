import { createBrowserRouter, type RouteObject } from 'react-router';
import { SetupPage } from '../features/auth/components/setup-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { Loading } from '../shared/ui/page';
import { AdminLayout } from './layout';
import { RequireOwner, RequireSession } from './require-session';
import { NotFound, RouteError } from './route-error';

// Each screen's code loads when it is first opened; sign-in and the frame come at once.
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** The back office's routes (below the /admin basename). */
export const adminRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'setup', element: <SetupPage /> },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: screen(() => import('../features/dashboard/components/dashboard-page')) },
              { path: 'orders', lazy: screen(() => import('../features/orders/components/orders-page')) },
              { path: 'orders/packing-slips', lazy: screen(() => import('../features/orders/components/packing-slips-page')) },
              { path: 'orders/:id', lazy: screen(() => import('../features/orders/components/order-page')) },
              { path: 'products', lazy: screen(() => import('../features/catalog/components/products-page')) },
              { path: 'products/new', lazy: screen(() => import('../features/catalog/components/product-page')) },
              { path: 'products/:id', lazy: screen(() => import('../features/catalog/components/product-page')) },
              { path: 'categories', lazy: screen(() => import('../features/catalog/components/categories-page')) },
              { path: 'import-export', lazy: screen(() => import('../features/catalog/components/import-export-page')) },
              { path: 'search-misses', lazy: screen(() => import('../features/search/components/search-misses-page')) },
              { path: 'customers', lazy: screen(() => import('../features/customers/components/customers-page')) },
              { path: 'customers/:id', lazy: screen(() => import('../features/customers/components/customer-page')) },
              { path: 'content', lazy: screen(() => import('../features/content/components/content-page')) },
              { path: 'reviews', lazy: screen(() => import('../features/reviews/components/reviews-page')) },
              { path: 'messages', lazy: screen(() => import('../features/messages/components/messages-page')) },
              { path: 'outbox', lazy: screen(() => import('../features/outbox/components/outbox-page')) },
              { path: 'outbox/:id', lazy: screen(() => import('../features/outbox/components/outbox-message-page')) },
              // Staff may read the settings (the invoices' seller block); only the owner saves them.
              { path: 'settings', lazy: screen(() => import('../features/settings/components/settings-page')) },
              {
                element: <RequireOwner />,
                children: [
                  { path: 'staff', lazy: screen(() => import('../features/staff/components/staff-page')) },
                  { path: 'audit', lazy: screen(() => import('../features/settings/components/audit-page')) },
                ],
              },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: '/admin' });
}
