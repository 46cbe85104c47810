import type { ReactNode } from 'react';
import { SessionCheck } from '@/features/auth/components/session-check';
import { ReferralCapture } from '@/features/referral/components/referral-capture';

/**
 * Every app-wide provider, in one place. TanStack Query's is not among them: it comes with the pages that use it
 * (app/router.tsx), so the home page loads without it (decision 0033).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionCheck />
      <ReferralCapture />
      {children}
    </>
  );
}
