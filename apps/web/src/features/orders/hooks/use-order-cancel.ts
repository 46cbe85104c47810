import { useState } from 'react';
import type { OrderSummary } from '@lome/shared';
import { useFlash } from '@/lib/use-flash';
import { failureText } from '@/features/payments';
import { useCancelOrder } from '../api/cancel-order';

const SUCCESS_MS = 3000;

/** P11.8's exact success text, and for a paid order the refund staff owe (P2.6) on a line of its own. */
type CancelSuccess = { refund: number | null };

/** The customer's cancellation: the order asked about, the answer, and its success or error notice. */
export function useOrderCancel() {
  const cancel = useCancelOrder();
  const [cancelOf, setCancelOf] = useState<OrderSummary | null>(null);
  const [success, setSuccess] = useFlash<CancelSuccess>(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!cancelOf) return;
    setError(null);
    cancel.mutate(cancelOf.order_id, {
      onSuccess: ({ refund }) => {
        setCancelOf(null);
        setSuccess({ refund: refund?.amount ?? null });
      },
      onError: (e) => {
        setCancelOf(null);
        setError(failureText(e, "Erreur lors de l'annulation de la commande"));
      },
    });
  };

  return {
    order: cancelOf,
    ask: setCancelOf,
    hide: () => setCancelOf(null),
    confirm,
    pending: cancel.isPending,
    success,
    error,
    clearError: () => setError(null),
  };
}
