import Button from 'react-bootstrap/Button';
import {
  canTransition,
  cashDueLabel,
  ORDER_UNDER_WAY_STATUSES,
  DELAY_STEP_MINUTES,
  formatFcfa,
  orderSourceLabels,
  orderStatusLabelOf,
  placeLine,
  type AdminOrder,
  type OrderStatus,
} from '@lome/shared';
import { SoldLineDetails } from '@/components/ui/sold-line-details';
import { telHref } from '@/lib/lome-time';
import { CashCollect } from './cash-collect';
import { OrderCardTools } from './order-card-tools';
import { OrderTiming } from './order-timing';
import { awaitsStaffPrompt, StuckPromptTools } from './stuck-prompt-tools';
import { UndoMoveButton } from './undo-move-button';

/** The one-tap move forward from each status (P2.2); 'Accepter' takes a paid order into preparation. */
const nextStep: Partial<Record<OrderStatus, { to: OrderStatus; label: string }>> = {
  confirmed: { to: 'preparation', label: 'Accepter (en préparation)' },
  preparation: { to: 'in_delivery', label: 'Passer en livraison' },
  in_delivery: { to: 'delivered', label: 'Marquer livrée' },
};

/** The same steps for an order picked up at the counter: made ready, then handed over (decision 0074). */
const nextPickupStep: typeof nextStep = {
  ...nextStep,
  preparation: { to: 'in_delivery', label: 'Prête à retirer' },
  in_delivery: { to: 'delivered', label: 'Marquer retirée' },
};

const statusBadge: Record<OrderStatus, string> = {
  pending: 'secondary',
  confirmed: 'danger',
  preparation: 'warning',
  in_delivery: 'info',
  delivered: 'success',
  cancelled: 'dark',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lome' });

function paymentText(order: AdminOrder): string {
  const paid = `Payée${order.paid_at ? ` à ${time(order.paid_at)}` : ''}`;
  // PayGate has no refund API (P2.6): cancelling a paid order leaves money to send back, settled in Argent.
  if (order.is_paid && order.status === 'cancelled') return `${paid} · remboursement suivi dans Argent`;
  if (order.is_paid) return paid;
  if (order.payment_status === 'refund_pending') return 'Remboursement à faire';
  if (order.payment_status === 'pending') return 'Paiement en cours';
  if (order.payment_method === 'cash') return cashDueLabel(order.is_delivery);
  return 'Non payée';
}

/** The statuses whose estimate staff can still push back: the order has not reached the customer. */
/** Staff may stop an order at any step before delivery, with a reason. */

/** One order on the board: who, where (map, phone), what, when, how it was paid, and its next step. */
export function AdminOrderCard({
  order,
  late = false,
  busy,
  onMove,
  onDelay,
  onCancel,
  onUndo,
}: {
  order: AdminOrder;
  /** Paid and not accepted in time: the card is red like the alarm. */
  late?: boolean;
  busy: boolean;
  onMove: (to: OrderStatus) => void;
  onDelay?: () => void;
  /** Opens the reason dialog. */
  onCancel?: () => void;
  /** Takes back the last move ("Annuler l'action"). */
  onUndo?: () => void;
}) {
  const step = (order.is_delivery ? nextStep : nextPickupStep)[order.status];
  const cancellable = !!onCancel && canTransition(order.status, 'cancelled');
  const undo = onUndo && order.last_move ? order.last_move : null;
  const canDelay = !!onDelay && !!order.estimated_at && ORDER_UNDER_WAY_STATUSES.includes(order.status);
  const customer = [order.customer.firstname, order.customer.lastname].filter(Boolean).join(' ');
  const hasMap = order.is_delivery && order.latitude !== null && order.longitude !== null;
  return (
    <article
      className={`card shadow-sm h-100${order.status === 'confirmed' ? ` border-2 ${late ? 'border-danger' : 'border-warning'}` : ''}`}
      aria-label={`Commande ${order.code_commande}`}
    >
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <strong>{order.code_commande}</strong>
        <span className={`badge text-bg-${statusBadge[order.status]}`}>{orderStatusLabelOf(order)}</span>
        {order.is_company && <span className="badge text-bg-warning">Entreprise</span>}
        {order.source && order.source !== 'site' && (
          <span className="badge text-bg-light border">{orderSourceLabels[order.source]}</span>
        )}
        <small className="text-body-secondary">{time(order.created_at)}</small>
      </div>
      <div className="card-body small">
        <OrderTiming order={order} late={late} />
        <p className="mb-1">
          <strong>{customer}</strong>
          {order.phone && (
            <>
              {' · '}
              <a href={telHref(order.phone)}>{order.phone}</a>
            </>
          )}
        </p>
        {order.is_delivery ? (
          <p className="mb-1">
            {order.title && <span className="fw-semibold">{order.title} : </span>}
            {order.description_address}
            {order.distance_m !== null && (
              <span className="text-body-secondary"> ({(order.distance_m / 1000).toFixed(1)} km)</span>
            )}
          </p>
        ) : (
          <p className="mb-1 fw-semibold">{placeLine(order)}</p>
        )}
        {hasMap && (
          <p className="mb-2">
            <a
              href={`https://www.openstreetmap.org/?mlat=${order.latitude}&mlon=${order.longitude}#map=17/${order.latitude}/${order.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              Voir sur la carte
            </a>
          </p>
        )}
        <ul className="list-unstyled mb-2">
          {order.dishes.map((d, i) => (
            <li key={i}>
              {d.quantity} × {d.dish_name}
              <SoldLineDetails line={d} />
            </li>
          ))}
        </ul>
        <p className="mb-0">
          Total <strong>{formatFcfa(order.total_price)}</strong> · {paymentText(order)}
        </p>
        {order.notes && <p className="mb-0 mt-1">Note : {order.notes}</p>}
        <CashCollect order={order} />
        {awaitsStaffPrompt(order) && <StuckPromptTools order={order} />}
        {order.status === 'cancelled' && order.cancel_reason && (
          <p className="mb-0 mt-1">Motif de l&apos;annulation : {order.cancel_reason}</p>
        )}
        {order.rating && (
          <p className="mb-0 mt-2" data-testid="order-rating">
            Note du client : <strong>{order.rating.stars}/5</strong>
            {order.rating.comment && (
              <span className="text-break"> · «&nbsp;{order.rating.comment}&nbsp;»</span>
            )}
          </p>
        )}
        <OrderCardTools order={order} />
      </div>
      {(step || cancellable || canDelay || undo) && (
        <div className="card-footer bg-white d-flex flex-wrap gap-2">
          {step && (
            <Button size="lg" className="flex-grow-1" disabled={busy} onClick={() => onMove(step.to)}>
              {step.label}
            </Button>
          )}
          {canDelay && (
            <Button
              variant="outline-secondary"
              disabled={busy}
              onClick={onDelay}
              title={`Repousser l’heure prévue de ${DELAY_STEP_MINUTES} minutes`}
            >
              +{DELAY_STEP_MINUTES} min
            </Button>
          )}
          {undo && onUndo && <UndoMoveButton key={undo.at} move={undo} busy={busy} onUndo={onUndo} />}
          {cancellable && (
            <Button variant="outline-danger" disabled={busy} onClick={onCancel}>
              Annuler
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
