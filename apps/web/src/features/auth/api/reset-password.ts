import { useMutation } from '@tanstack/react-query';
import type { ApiOk, ResetPasswordRequest } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Users/ResetPassword: sets a new password with the token of an e-mailed link. The
 * server ends every session of the account. An unknown, expired, used or superseded token
 * is a 400 ApiError with the message to show (PASSWORD_RESET_MESSAGES.tokenInvalid).
 */
export function resetPassword(request: ResetPasswordRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Users/ResetPassword', request);
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
