import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/users/register: multipart, as the pictures travel with the fields (P12.1). */
export const registerAccount = (form: FormData): Promise<RegisterResponse> =>
  api<RegisterResponse>('/users/register', { method: 'POST', body: form });

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
