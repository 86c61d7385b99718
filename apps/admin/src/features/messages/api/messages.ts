import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, TicketStatus } from '@shop/core/admin';
import { api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/messages?status=&q=&page= */
export function useMessages(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.messages.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminMessage>>(apiPaths.messages, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** Mark a message handled, or open it again; the dashboard and the navigation's count follow. */
export function useMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => api.post<unknown>(handled ? apiPaths.messageHandled(id) : apiPaths.messageReopen(id)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }), queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })]),
  });
}

/** Set a ticket's status: open, answered or closed (PUT /api/admin/messages/:id/status, audited). */
export function useTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TicketStatus }) => api.put<unknown>(apiPaths.messageStatus(id), { status }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }), queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })]),
  });
}
