import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { authActions } from '@/features/auth';

/** POST /api/users/login with the rider's phone number instead of an e-mail. */
export const riderLogin = (body: { phone: string; password: string }): Promise<LoginResponse> =>
  api('/users/login', { method: 'POST', body: { ...body, remember_me: true } });

export function useRiderLogin() {
  return useMutation({
    mutationFn: riderLogin,
    onSuccess: ({ authorisation, user }) => authActions.login(authorisation.token, user),
  });
}
