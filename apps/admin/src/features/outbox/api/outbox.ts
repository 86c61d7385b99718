import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOutboxRow, MessageKind, OutboxStatus, adminOutboxDetailSchema } from '@shop/core/admin';
import type { z } from 'zod';
import { api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { OUTBOX_REFRESH_MS } from '../../../shared/api/outbox-summary';
import { queryKeys } from '../../../shared/api/query-keys';

export type OutboxMessage = z.infer<typeof adminOutboxDetailSchema>['data'];

/** While a message waits or is being sent, its page looks again this often to show the outcome. */
const IN_FLIGHT_REFRESH_MS = 3_000;

/** The list's filters, as they stand in the screen's address. */
export interface OutboxFilter extends QueryParams {
  status?: OutboxStatus;
  kind?: MessageKind;
  page?: number;
}

/** GET /api/admin/outbox?status=&kind=&page= (newest first) */
export function getOutbox(filter: OutboxFilter, signal?: AbortSignal) {
  return api.get<Page<AdminOutboxRow>>(apiPaths.outbox, filter, signal);
}

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: queryKeys.outbox.list(filter),
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: (prev) => prev,
    refetchInterval: OUTBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** GET /api/admin/outbox/{id}: the row with its HTML, text and attachments' names. */
export function getOutboxMessage(id: number, signal?: AbortSignal) {
  return api.get<{ data: OutboxMessage }>(apiPaths.outboxMessage(id), undefined, signal).then((r) => r.data);
}

export function useOutboxMessage(id: number) {
  return useQuery({
    queryKey: queryKeys.outbox.detail(id),
    queryFn: ({ signal }) => getOutboxMessage(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.data?.status === 'sending' ? IN_FLIGHT_REFRESH_MS : false),
  });
}

/** POST /api/admin/outbox/{id}/resend: queued again from its first attempt; the answer's message is shown. */
export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ success: true; message: string }>(apiPaths.outboxResend(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all }),
  });
}
