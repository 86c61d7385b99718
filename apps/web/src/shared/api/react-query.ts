import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * Extra options a screen may pass to an endpoint hook (enabled, select, staleTime ...):
 * everything of the endpoint's queryOptions but its key and fetcher.
 */
export type QueryConfig<T extends (...args: any[]) => any> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Extra options a screen may pass to a mutation hook (onSuccess, onError ...). */
export type MutationConfig<TFn extends (...args: any[]) => Promise<any>> = Omit<
  UseMutationOptions<Awaited<ReturnType<TFn>>, Error, Parameters<TFn>[0]>,
  'mutationFn'
>;
