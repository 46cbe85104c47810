import type { QueryClient } from '@tanstack/react-query';
import type { Publication } from '@lome/shared';
import { api } from '@/lib/api-client';
import { adminPublicationsKey } from './get-admin-publications';

// The blog's query key (features/blog/api/get-publications.ts), repeated: features do not import each other.
const blogKey = ['publications'] as const;

/**
 * After an article write: the admin list reloads, and /blog's list is read past the browser's HTTP cache
 * (max-age=60), which stores the fresh answer too, so the admin's /blog shows the change at once.
 */
export async function refreshAfterWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: adminPublicationsKey });
  const fresh = await api<Publication[]>('/publishes/content', { cache: 'no-cache' }).catch(() => undefined);
  if (fresh) queryClient.setQueryData(blogKey, fresh);
  else await queryClient.invalidateQueries({ queryKey: blogKey });
}
