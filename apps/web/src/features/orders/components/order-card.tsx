import Button from 'react-bootstrap/Button';
import { canCancel, canPay, orderStatusLabelOf, type OrderSummary } from '@lome/shared';
import { PurchaseCard } from '@/components/ui/purchase-card';
import { DeliveryEstimate } from '@/features/kitchen';
import { CancellationNote, DiscountNotice, isExpired, paymentBadgeOf } from '@/features/payments';
import { formatOrderDate, orderStatusVariants } from '../lib/order-filters';
import { InvoiceButton } from './invoice-button';
import { OrderStars } from './order-stars';
import { UnpaidNote } from './unpaid-note';

type Props = {
  order: OrderSummary;
  onDetails: () => void;
  onPay: () => void;
  onCancel: () => void;
  /** 'Noter la commande', offered on a delivered order not yet rated (P2.10). */
  onRate: () => void;
  /** 'Commander à nouveau': its dishes back in the cart. */
  onReorder: () => void;
};

/** An order still on its way to the customer: its time promised is worth showing. */
const awaited = (o: OrderSummary) =>
  o.status !== 'delivered' && o.status !== 'cancelled' && (o.is_paid || o.status !== 'pending');

/** One order of the history: code, date, total, status and payment badges, and what the customer may do. */
export function OrderCard({ order, onDetails, onPay, onCancel, onRate, onReorder }: Props) {
  const payment = paymentBadgeOf(order.payment_status, order.status === 'cancelled', order.refund);
  // Money already taken but not applied is owed back by staff (P6.7): paying again would take it twice.
  const payable = canPay(order) && order.payment_status !== 'refund_pending';
  const code = order.code_commande;
  return (
    <PurchaseCard
      label={`Commande ${code}`}
      testId="order-card"
      code={code}
      total={order.total_price}
      quantity={`${order.total_quantite} article${order.total_quantite > 1 ? 's' : ''}`}
      actions={
        <>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={onDetails}
            aria-label={`Détails de la commande ${code}`}
          >
            Détails
          </Button>
          <InvoiceButton order={order} />
          {payable && (
            <Button size="sm" onClick={onPay} aria-label={`Payer la commande ${code}`}>
              Payer
            </Button>
          )}
          {order.status === 'delivered' && !order.rating && (
            <Button size="sm" onClick={onRate} aria-label={`Noter la commande ${code}`}>
              Noter la commande
            </Button>
          )}
          {(order.status === 'delivered' || order.status === 'cancelled') && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={onReorder}
              aria-label={`Commander à nouveau la commande ${code}`}
            >
              Commander à nouveau
            </Button>
          )}
          {canCancel(order.status) && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={onCancel}
              aria-label={`Annuler la commande ${code}`}
            >
              Annuler
            </Button>
          )}
        </>
      }
    >
      <small className="text-body-secondary">{formatOrderDate(order.created_at)}</small>
      {/* Always on their own line under the code: beside it they moved with the code's length. */}
      <div className="d-flex flex-wrap gap-1 mt-2 mb-3">
        <span className={`badge text-bg-${orderStatusVariants[order.status]}`}>
          {isExpired(order) ? 'Expirée' : orderStatusLabelOf(order)}
        </span>
        {payment && <span className={`badge text-bg-${payment.variant}`}>{payment.label}</span>}
      </div>
      {awaited(order) && (
        <DeliveryEstimate
          estimatedAt={order.estimated_at}
          scheduledFor={order.scheduled_for}
          className="small fw-semibold mb-3"
        />
      )}
      {payable && order.status === 'pending' && <UnpaidNote order={order} />}
      <CancellationNote item={order} />
      {payable && <DiscountNotice notice={order.discount_notice} amount={order.total_price} />}
      {order.rating && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <OrderStars stars={order.rating.stars} />
          {order.rating.comment && (
            <small className="text-body-secondary text-break">«&nbsp;{order.rating.comment}&nbsp;»</small>
          )}
        </div>
      )}
    </PurchaseCard>
  );
}
