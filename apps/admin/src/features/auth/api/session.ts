import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SetupRequest, setupStatusResponseSchema, StaffSignIn, staffMeResponseSchema, staffSessionResponseSchema } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { sessionStore } from '../../../shared/api/session-store';

type SessionResponse = z.infer<typeof staffSessionResponseSchema>;

function keep(res: SessionResponse) {
  // The token stays in the HttpOnly cookie the answer set; this browser keeps who and until when.
  sessionStore.set({ expiresAt: res.data.expires_at, staff: res.data.staff });
  return res.data;
}

/** POST /api/admin/session: signs in and keeps the session. */
export function signIn(body: StaffSignIn) {
  return api.post<SessionResponse>(apiPaths.session, body, { auth: false }).then(keep);
}

/** POST /api/admin/setup: creates the first owner and signs them in. */
export function completeSetup(body: SetupRequest) {
  return api.post<SessionResponse>(apiPaths.setup, body, { auth: false }).then(keep);
}

/** GET /api/admin/setup?token=: whether the link can still be used. */
export function getSetupStatus(token: string, signal?: AbortSignal) {
  return api.get<z.infer<typeof setupStatusResponseSchema>>(apiPaths.setup, { token }, signal).then((r) => r.data.valid);
}

export function useSetupStatus(token: string) {
  return useQuery({ queryKey: queryKeys.setup(token), queryFn: ({ signal }) => getSetupStatus(token, signal), enabled: token !== '' });
}

/** GET /api/admin/session: the signed-in member (role changes show without signing in again). */
export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: async ({ signal }) => {
      const res = await api.get<z.infer<typeof staffMeResponseSchema>>(apiPaths.session, undefined, signal);
      sessionStore.updateStaff(res.data);
      return res.data;
    },
    staleTime: 60_000,
  });
}

/** DELETE /api/admin/session, then forget everything this browser holds. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(apiPaths.session).catch(() => ({ message: 'Signed out.' })),
    onSettled: (res) => {
      sessionStore.clear(res?.message ?? 'Signed out.');
      queryClient.clear();
    },
  });
}
