import { useMutation } from '@tanstack/react-query';
import type { ApiOk, SignUpRequest } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';

/** POST Users/UserSignUp: customer_name, customer_email, customer_password, terms. A taken e-mail is 409. */
export function signUp(request: SignUpRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Users/UserSignUp', request);
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp });
}
