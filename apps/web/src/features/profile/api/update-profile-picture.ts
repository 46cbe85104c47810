import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PictureResponse } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/update-profile-picture: one picture_user file, answers its new address. */
export const updateProfilePicture = (file: File): Promise<PictureResponse> => {
  const form = new FormData();
  form.append('picture_user', file);
  return api<PictureResponse>('/update-profile-picture', { method: 'POST', body: form });
};

export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
}
