import { queryOptions, useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN, type PincodePlace } from '@shop/core';
import { ApiError, apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET Address/GetPincode: the town and state of an Indian pin code; null when India Post's directory does not know it (404). */
export async function getPincode(pincode: string, options?: RequestOptions): Promise<PincodePlace | null> {
  try {
    const body = await apiGet<{ success: true; data: PincodePlace }>('Address/GetPincode', { pincode }, options);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getPincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: queryKeys.pincode(pincode),
    queryFn: ({ signal }) => getPincode(pincode, { signal }),
    // The directory changes only with a release.
    staleTime: Infinity,
    retry: 1,
  });

/** The lookup of an Indian address's pin code, once it has its 6 digits (off for other countries). */
export function usePincode(pincode: string, enabled: boolean) {
  const digits = pincode.trim();
  return useQuery({ ...getPincodeQueryOptions(digits), enabled: enabled && PINCODE_PATTERN.test(digits) });
}
