import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPublication } from '@lome/shared';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from './refresh-blog';

export type PublicationDraft = {
  title: string;
  excerpt: string;
  content: string;
  type_publish_id: string;
  image?: File;
  removeImage: boolean;
};

function toForm(d: PublicationDraft): FormData {
  const form = new FormData();
  form.set('title', d.title);
  form.set('excerpt', d.excerpt);
  form.set('content', d.content);
  form.set('type_publish_id', d.type_publish_id);
  if (d.removeImage) form.set('remove_image', '1');
  if (d.image) form.set('image', d.image);
  return form;
}

/** POST /api/admin/publications (new) or PUT /api/admin/publications/{id} (edit), as a multipart form. */
export const savePublication = (id: string | null, draft: PublicationDraft): Promise<AdminPublication> =>
  id
    ? api(`/admin/publications/${encodeURIComponent(id)}`, { method: 'PUT', body: toForm(draft) })
    : api('/admin/publications', { method: 'POST', body: toForm(draft) });

export function useSavePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: PublicationDraft }) => savePublication(id, draft),
    onSuccess: () => refreshAfterWrite(queryClient),
  });
}
