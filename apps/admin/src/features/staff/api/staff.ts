import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate, StaffMember, StaffUpdate } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/staff (owner) */
export function useStaffList() {
  return useQuery({
    queryKey: queryKeys.staff.all,
    queryFn: ({ signal }) => api.get<{ data: StaffMember[] }>(apiPaths.staff, undefined, signal).then((r) => r.data),
  });
}

/** POST /api/admin/staff (owner) */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCreate) => api.post<{ data: StaffMember }>(apiPaths.staff, body).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
  });
}

/** PATCH /api/admin/staff/{id} (owner): name, role, active, password. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: StaffUpdate }) =>
      api.patch<{ data: StaffMember }>(apiPaths.staffMember(id), changes).then((r) => r.data),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }), queryClient.invalidateQueries({ queryKey: queryKeys.me })]),
  });
}
