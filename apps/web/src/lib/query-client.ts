import {
  QueryClient,
  onlineManager,
  type InvalidateOptions,
  type InvalidateQueryFilters,
} from '@tanstack/react-query';
import { resources } from './resource';

/**
 * The app's query client. The first page's reads (menu, articles, session, hearts) are kept by lib/resource.ts
 * instead (decision 0033); an invalidation names them the same way (['menu'], ['auth', 'me']), so it reaches
 * them too, and a session change clears both.
 */
class AppQueryClient extends QueryClient {
  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    resources.invalidate(filters?.queryKey ? filters.queryKey.join('/') : '');
    return super.invalidateQueries(filters, options);
  }
}

export const queryClient = new AppQueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

resources.onClear(() => queryClient.clear());

// TanStack Query assumes a connection until an 'offline' event; a page opened offline never sees one, so its
// failed queries would not be asked again when the connection returns (/orders stayed on its error).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
