import { useQuery } from '@tanstack/react-query';
import type { adminAttributeNamesResponseSchema, adminCountriesResponseSchema } from '@shop/core/admin';
import type { z } from 'zod';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

export type AttributeInUse = z.infer<typeof adminAttributeNamesResponseSchema>['data'][number];

/** GET /api/admin/attributes: the names the product form suggests (built-in, then those in use), with their values. */
export function useAttributeNames() {
  return useQuery({
    queryKey: queryKeys.attributes,
    queryFn: ({ signal }) => api.get<{ data: AttributeInUse[] }>(apiPaths.attributes, undefined, signal).then((r) => r.data),
    staleTime: 60_000,
  });
}

export type CountryInUse = z.infer<typeof adminCountriesResponseSchema>['data'][number];

/** GET /api/admin/countries-of-origin: the countries the product form suggests, most used first. */
export function useCountriesOfOrigin() {
  return useQuery({
    queryKey: queryKeys.countriesOfOrigin,
    queryFn: ({ signal }) => api.get<{ data: CountryInUse[] }>(apiPaths.countriesOfOrigin, undefined, signal).then((r) => r.data),
    staleTime: 60_000,
  });
}
