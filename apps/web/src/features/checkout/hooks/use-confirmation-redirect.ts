import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import type { OrderConfirmationState } from '../lib/order-request';

/** Once paid, /order-confirmation follows after `delay` ms (P11.5), with what it shows. */
export function useConfirmationRedirect() {
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState<{ state: OrderConfirmationState; delay: number } | null>(
    null,
  );
  useEffect(() => {
    if (!confirmation) return;
    const id = window.setTimeout(
      () => navigate(paths.orderConfirmation, { state: confirmation.state }),
      confirmation.delay,
    );
    return () => window.clearTimeout(id);
  }, [confirmation, navigate]);
  return (
    paid: OrderSummary,
    payment: { transactionId?: string; phone?: string },
    fallback: { address: string; phone: string },
    delay: number,
  ) =>
    setConfirmation({
      delay,
      state: {
        orderId: paid.order_id,
        orderCode: paid.code_commande,
        transactionId: payment.transactionId,
        amount: paid.total_price,
        // The rider calls the delivery contact typed at checkout, not the number that paid.
        phoneNumber: paid.phone ?? (fallback.phone || payment.phone),
        address: paid.description_address ?? fallback.address,
        estimatedAt: paid.estimated_at,
        scheduledFor: paid.scheduled_for,
        cash: paid.payment_method === 'cash' && !paid.is_paid,
      },
    });
}
