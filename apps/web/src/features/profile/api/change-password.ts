import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/changepassword: the server ends the account's other sessions, this one stays. */
export const changePassword = (body: ChangePasswordInput): Promise<{ message: string }> =>
  api<{ message: string }>('/changepassword', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
