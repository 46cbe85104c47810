import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { StoredUser } from '@/features/auth';
import { useStartSponsorPayment } from '../api/start-sponsor-payment';

const STATUS_REDIRECT_MS = 3000;

/**
 * Starts the activation payment and, once started, goes on to the payment's status. It belongs to the page, not
 * the form: the page may show 'already in progress' once the start refreshes the activation, and still moves on.
 */
export function useSponsorPaymentStart(user: StoredUser | null | undefined) {
  const navigate = useNavigate();
  const pay = useStartSponsorPayment();
  const started = pay.data;

  useEffect(() => {
    if (!started) return;
    const id = window.setTimeout(() => {
      const query = started.payment_id ? `?payment_id=${encodeURIComponent(started.payment_id)}` : '';
      navigate(`${paths.paymentStatus}${query}`, { state: { transaction: started, user } });
    }, STATUS_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [started, user, navigate]);

  return pay;
}

export type SponsorPaymentStart = ReturnType<typeof useSponsorPaymentStart>;
