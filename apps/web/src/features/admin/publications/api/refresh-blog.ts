import type { QueryClient } from '@tanstack/react-query';
import type { Publication } from '@lome/shared';
import { publicationsResource } from '@/features/blog';
import { api } from '@/lib/api-client';
import { resources } from '@/lib/resource';
import { adminPublicationsKey } from './get-admin-publications';

/**
 * After an article write: the admin list reloads, and /blog's list is read past the browser's HTTP cache
 * (max-age=60), which stores the fresh answer too, so the admin's /blog shows the change at once.
 */
export async function refreshAfterWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: adminPublicationsKey });
  const fresh = await api<Publication[]>('/publishes/content', { cache: 'no-cache' }).catch(() => undefined);
  // /blog reads its list from lib/resource.ts (decision 0033), not from the query client.
  if (fresh) resources.set(publicationsResource.key, fresh);
  else await queryClient.invalidateQueries({ queryKey: [publicationsResource.key] });
}
