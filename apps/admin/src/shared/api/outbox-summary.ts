import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminOutboxSummarySchema } from '@shop/core/admin';
import type { z } from 'zod';
import { api } from './client';
import { apiPaths } from './paths';
import { queryKeys } from './query-keys';

export type OutboxSummary = z.infer<typeof adminOutboxSummarySchema>['data'];

/** How often the failed count and the lists look again (new orders write new messages). */
export const OUTBOX_REFRESH_MS = 30_000;

/** GET /api/admin/outbox/summary: how many failed for good, how many wait. */
export function getOutboxSummary(signal?: AbortSignal) {
  return api.get<{ data: OutboxSummary }>(apiPaths.outboxSummary, undefined, signal).then((r) => r.data);
}

export const outboxSummaryQuery = queryOptions({
  queryKey: queryKeys.outbox.summary,
  queryFn: ({ signal }) => getOutboxSummary(signal),
  refetchInterval: OUTBOX_REFRESH_MS,
  refetchOnWindowFocus: true,
});

/** The failed count for the dashboard and the menu (one shared query, so one request). */
export function useOutboxSummary() {
  return useQuery(outboxSummaryQuery);
}
