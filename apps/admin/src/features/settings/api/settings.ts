import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminTestEmailResultSchema, type AdminAuditRow, type ShopSettings, type ShopSettingsOut } from '@shop/core/admin';
import type { z } from 'zod';
import { api, ApiError, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** PUT /api/admin/settings (owner): replaces all of them. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettings) => api.put<{ data: ShopSettingsOut }>(apiPaths.settings, body).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}

export type TestEmailResult = z.infer<typeof adminTestEmailResultSchema>;

/**
 * POST /api/admin/settings/test-email (owner): sends one e-mail now and answers what the mail
 * server said. A refusal by the mail server is still an answer (success false, with its
 * response), not an error of the call: it is handed back like a success.
 */
export async function sendTestEmail(to: string): Promise<TestEmailResult> {
  try {
    return await api.post<TestEmailResult>(apiPaths.testEmail, { to });
  } catch (err) {
    const answer = err instanceof ApiError ? adminTestEmailResultSchema.safeParse(err.body) : null;
    if (answer?.success) return answer.data;
    throw err;
  }
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: ({ to }: { to: string }) => sendTestEmail(to) });
}

/** GET /api/admin/audit?entity=&action=&page= (owner) */
export function useAudit(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.audit.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminAuditRow>>(apiPaths.audit, q, signal),
    placeholderData: (prev) => prev,
  });
}
