import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { SessionCheck } from '@/features/auth/components/session-check';
import { ReferralCapture } from '@/features/referral/components/referral-capture';

/** Every app-wide provider, in one place. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionCheck />
      <ReferralCapture />
      {children}
    </QueryClientProvider>
  );
}
