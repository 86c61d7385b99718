import { Suspense, useState, type ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';
import { Toaster } from '../shared/ui/toaster';
import { AppLoading } from './app-root';

/** A list's data is reused for a minute before it is fetched again in the background. */
export const DEFAULT_STALE_TIME_MS = 60_000;
/** A failed read is tried this many more times, unless the server refused it (4xx). */
export const QUERY_RETRIES = 2;

/**
 * The storefront's QueryClient: data fresh for a minute, no refetch on window focus, and
 * no retry of a 4xx (the request itself is wrong; trying again will not help). Failed
 * reads are logged only (spec 8); the screens show their empty states.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Request failed', query.queryKey, error.message),
    }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.isClientError) && failureCount < QUERY_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Everything the screens rely on: TanStack Query, the toast container (loaded on the first
 * toast) and a Suspense boundary for translations that are still loading (Arabic on first
 * visit). The i18n instance itself is started in main.tsx.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<AppLoading />}>{children}</Suspense>
      <Toaster />
    </QueryClientProvider>
  );
}
