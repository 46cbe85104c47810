import Button from 'react-bootstrap/Button';
import { canCancel, canPay, formatFcfa, orderStatusLabels, type OrderSummary } from '@lome/shared';
import { formatOrderDate, orderStatusVariants } from '../lib/order-filters';

type Props = {
  order: OrderSummary;
  onDetails: () => void;
  onPay: () => void;
  onCancel: () => void;
};

/** One order of the history: code, date, total, status and payment badges, and what the customer may do. */
export function OrderCard({ order, onDetails, onPay, onCancel }: Props) {
  return (
    <article
      className="card border-0 shadow-sm"
      aria-label={`Commande ${order.code_commande}`}
      data-testid="order-card"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h6 mb-0">{order.code_commande}</h2>
            <small className="text-body-secondary">{formatOrderDate(order.created_at)}</small>
          </div>
          <div className="d-flex flex-wrap gap-1">
            <span className={`badge text-bg-${orderStatusVariants[order.status]}`}>
              {orderStatusLabels[order.status]}
            </span>
            <span className={`badge text-bg-${order.is_paid ? 'success' : 'secondary'}`}>
              {order.is_paid ? 'Payée' : 'Non payée'}
            </span>
          </div>
        </div>
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
          <div>
            <span className="fw-bold fs-5">{formatFcfa(order.total_price)}</span>
            <small className="text-body-secondary ms-2">
              {order.total_quantite} article{order.total_quantite > 1 ? 's' : ''}
            </small>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" variant="outline-secondary" onClick={onDetails}>
              Détails
            </Button>
            {canPay(order) && (
              <Button size="sm" onClick={onPay}>
                Payer
              </Button>
            )}
            {canCancel(order.status) && (
              <Button size="sm" variant="outline-danger" onClick={onCancel}>
                Annuler
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
