import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, SuccessResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/forgot-password: e-mails a 6-digit code when the address has an account. */
export const requestPasswordReset = (body: ForgotPasswordInput): Promise<SuccessResponse> =>
  api<SuccessResponse>('/forgot-password', { method: 'POST', body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
