import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** New orders show without a reload: lists look again this often, and when the window regains focus. */
export const ORDERS_REFRESH_MS = 30_000;

/** The app's QueryClient: a refused call (4xx) is not retried; data is fresh for 15 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
