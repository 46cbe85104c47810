import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * TanStack Query for the pages that use it, loaded with them: the home page's reads go through lib/resource.ts,
 * so the library is not part of its first load (decision 0033).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
