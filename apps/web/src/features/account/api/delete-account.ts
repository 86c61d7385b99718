import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOk, CustomerDataExport, DeleteAccountRequest } from '@shop/core';
import { apiGet, apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';
import { logout } from '../../../shared/stores/session-store';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * POST Customers/DeleteCustomerAccount (auth): erases the account after checking the current
 * password. Refused with 400 (wrong password), 429 (too many tries) or 409 while an order is
 * open (the body's `open_orders` names them).
 */
export function deleteAccount(request: DeleteAccountRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/DeleteCustomerAccount', request);
}

/** The orders that block an erasure, as a 409 names them. */
export interface OpenOrder {
  order_id: number;
  invoice_number: string | null;
}

/**
 * Erasing ends every session on the server; this browser's session goes too (the token and
 * customer id; the cart and wishlist, which were never the shop's, stay), and nothing of the
 * account is kept in the query cache.
 */
export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteAccount,
    onSuccess: async (...args) => {
      logout();
      queryClient.removeQueries({ queryKey: queryKeys.account.all });
      await onSuccess?.(...args);
    },
  });
}

/** GET Customers/DownloadCustomerData (auth): the account's data. */
export function getCustomerData(): Promise<CustomerDataExport> {
  return apiGet<CustomerDataExport>('Customers/DownloadCustomerData');
}

/** Saves the account's data as a JSON file (the name the server gives it: my-data-<id>-<day>.json). */
export async function downloadCustomerData(): Promise<void> {
  const data = await getCustomerData();
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.account.customer_id}-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
