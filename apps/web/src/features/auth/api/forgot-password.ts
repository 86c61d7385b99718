import { useMutation } from '@tanstack/react-query';
import type { ApiOk, ForgotPasswordRequest } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Users/ForgotPassword: asks for a password reset link for `customer_email`. The
 * answer is the same 200 `{ success, message }` whether or not an account exists (so it
 * tells nobody which e-mails have one); too many requests are a 429 ApiError with a message.
 */
export function forgotPassword(request: ForgotPasswordRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Users/ForgotPassword', request);
}

export function useForgotPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
