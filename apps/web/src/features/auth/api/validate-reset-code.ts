import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse, ValidateResetCodeInput } from '@lome/shared';
import { api } from '@/lib/api-client';

export const validateResetCode = (body: ValidateResetCodeInput): Promise<SuccessResponse> =>
  api<SuccessResponse>('/validate-reset-code', { method: 'POST', body });

export function useValidateResetCode() {
  return useMutation({ mutationFn: validateResetCode });
}
