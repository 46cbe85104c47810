import { useEffect } from 'react';
import { storeReferralCode } from '../utils/referral-storage';

/** A shared link may carry `?ref=CODE` on any page: keep the code for registration and the X-Referral-Code header. */
export function ReferralCapture() {
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('ref');
    if (code) storeReferralCode(code);
  }, []);
  return null;
}
