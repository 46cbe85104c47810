import type { CustomerRefund, OrderStatus, ReservationStatus } from '@lome/shared';
import { isExpired, refundText } from '../utils/refund-text';

type Props = {
  item: {
    status: OrderStatus | ReservationStatus;
    cancel_reason?: string | null;
    refund?: CustomerRefund | null;
  };
  className?: string;
};

/**
 * The end of a cancelled order or reservation as its customer reads it: why it was cancelled, and the
 * money owed back until it is sent. An expired one needs no reason: its badge already says "Expirée".
 */
export function CancellationNote({ item, className = 'small mb-2' }: Props) {
  const reason = item.status === 'cancelled' && !isExpired(item) ? item.cancel_reason : null;
  const refund = item.refund ?? null;
  if (!reason && !refund) return null;
  return (
    <div className={className} data-testid="cancellation-note">
      {reason && <p className="mb-1">Motif de l'annulation : {reason}</p>}
      {refund && (
        <p
          className={`mb-0 fw-semibold ${refund.status === 'settled' ? 'text-success' : 'text-warning-emphasis'}`}
        >
          {refundText(refund)}
        </p>
      )}
    </div>
  );
}
