/**
 * Query keys of the account calls. The shared factory (shared/api/query-keys.ts) has no
 * account area yet, so they live here in the same shape ([area, call, params?]); they can
 * move into the factory as `queryKeys.account` unchanged.
 */
export const accountKeys = {
  all: ['account'] as const,
  customerInfo: () => ['account', 'customer-info'] as const,
  addresses: {
    all: ['account', 'addresses'] as const,
    list: (params: { limit: number; page: number }) => ['account', 'addresses', 'list', params] as const,
    detail: (addressId: number) => ['account', 'addresses', 'detail', addressId] as const,
  },
} as const;
