import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { authActions } from '../hooks/use-auth';

export const loginWithEmail = (body: LoginInput): Promise<LoginResponse> =>
  api<LoginResponse>('/users/login', { method: 'POST', body });

/** Signs in and starts the session at once, so the navbar changes before the redirect. */
export function useLogin() {
  return useMutation({
    mutationFn: loginWithEmail,
    onSuccess: ({ authorisation, user }) => authActions.login(authorisation.token, user),
  });
}
