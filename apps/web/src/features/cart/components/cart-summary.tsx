import { formatFcfa } from '@lome/shared';
import { useCart } from '../hooks/use-cart';
import { useDeliveryFee } from '../hooks/use-delivery-fee';

export type CartMode = 'order' | 'reservation';

const feeLabel: Record<CartMode, string> = { order: 'Livraison', reservation: 'Frais de réservation' };
const actionLabel: Record<CartMode, string> = { order: 'Commander', reservation: 'Réserver' };

/**
 * Item count and total as the browser sees them; the server recomputes every amount at checkout (D1).
 * Reservations are free; delivery is shown as free (spec §9) until an order brings the server's own fee.
 */
export function CartSummary({ mode, onSubmit }: { mode: CartMode; onSubmit: () => void }) {
  const { count, total } = useCart();
  const deliveryFee = useDeliveryFee();
  const fee = mode === 'order' ? (deliveryFee ?? 0) : 0;
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-3">Récapitulatif</h2>
        <dl className="mb-0">
          <div className="d-flex justify-content-between mb-2">
            <dt className="fw-normal">Articles</dt>
            <dd className="mb-0">{count}</dd>
          </div>
          <div className="d-flex justify-content-between mb-2">
            <dt className="fw-normal">Sous-total</dt>
            <dd className="mb-0">{formatFcfa(total)}</dd>
          </div>
          <div className="d-flex justify-content-between mb-2">
            <dt className="fw-normal">{feeLabel[mode]}</dt>
            {fee > 0 ? (
              <dd className="mb-0">{formatFcfa(fee)}</dd>
            ) : (
              <dd className="mb-0 text-success fw-semibold">Gratuite</dd>
            )}
          </div>
          <div className="d-flex justify-content-between border-top pt-2 fs-5 fw-bold">
            <dt>Total</dt>
            <dd className="mb-0" data-testid="cart-total">
              {formatFcfa(total + fee)}
            </dd>
          </div>
        </dl>
        <button type="button" className="btn btn-primary btn-lg w-100 mt-3" onClick={onSubmit}>
          {actionLabel[mode]}
        </button>
      </div>
    </div>
  );
}
