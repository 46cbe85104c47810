import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { authActions } from '@/features/auth';

/** POST /api/update-picture: the profile fields as a multipart form (P12.1), answers the updated user. */
export const updateProfile = (form: FormData): Promise<MeResponse> =>
  api<MeResponse>('/update-picture', { method: 'POST', body: form });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      authActions.setUser(user);
      return queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}
