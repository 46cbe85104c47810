import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput, SuccessResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordInput): Promise<SuccessResponse> =>
  api<SuccessResponse>('/reset-password', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
