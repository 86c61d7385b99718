import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Users/UserLogin: the credentials travel in the JSON body, never in the URL
 * (DESIGN 4). Resolves to `{ success, message, data: { token, customer_id, ... } }`; a
 * refusal (wrong password 401, throttled 429) is an ApiError with the server's message.
 */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('Users/UserLogin', request);
}

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login });
}
