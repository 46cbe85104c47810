import { useMutation } from '@tanstack/react-query';
import type { AdminPicture } from '@lome/shared';
import { api } from '@/lib/api-client';

/** POST /api/admin/catalogue/pictures: a JPEG or PNG photo, stored with its variants; the dish then names it. */
export const uploadPicture = (file: File): Promise<AdminPicture> => {
  const form = new FormData();
  form.append('picture', file);
  return api('/admin/catalogue/pictures', { method: 'POST', body: form });
};

export const useUploadPicture = () => useMutation({ mutationFn: uploadPicture });
