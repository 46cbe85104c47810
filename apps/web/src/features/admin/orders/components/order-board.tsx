import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  ORDER_STATUSES,
  orderStatusLabels,
  restaurant,
  type AdminOrder,
  type OrderStatus,
} from '@lome/shared';
import { errorMessage, ApiError } from '@/lib/api-client';
import { PushSwitch } from '@/features/push';
import { useAdminOrders } from '../api/get-admin-orders';
import { useDelayOrder } from '../api/delay-order';
import { useSetOrderStatus } from '../api/set-order-status';
import { useUndoOrderMove } from '../api/undo-order-move';
import { AdminOrderCard } from './admin-order-card';
import { CancelReasonDialog } from './cancel-reason-dialog';
import { KitchenControls } from './kitchen-controls';
import { NewOrderButton } from './new-order-button';
import { RiderChoiceDialog } from './rider-choice-dialog';
import { TicketSettings } from '../../ticket/components/ticket-settings';
import { ticketSettings } from '../../ticket/hooks/use-ticket-settings';
import { printTicket } from '../../ticket/lib/print-ticket';
import { orderTicket } from '../../ticket/lib/ticket-data';
import { useOrderLive } from './order-live-provider';
import { WaitingOrdersAlert } from './waiting-orders-alert';
import './order-board.css';

// Lomé keeps UTC all year: a day of orders is a UTC date.
const today = () => new Date().toISOString().slice(0, 10);

/** /admin: the live order board. It rings while a paid order waits to be accepted. */
export function OrderBoard() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [day, setDay] = useState(today);
  const orders = useAdminOrders({ status: status || undefined, day: day || undefined });
  const move = useSetOrderStatus();
  const delay = useDelayOrder();
  const undo = useUndoOrderMove();
  const [error, setError] = useState<string | null>(null);
  const [cancelOf, setCancelOf] = useState<AdminOrder | null>(null);
  // 'Passer en livraison' asks who delivers first.
  const [riderFor, setRiderFor] = useState<AdminOrder | null>(null);
  // The stream and the alarm belong to the shell (they go on in the other sections); the board shows them.
  const { stream, waiting, late, soundOn, enableSound } = useOrderLive();
  const waitingCount = waiting.length;

  const onError = (e: Error) => setError(e instanceof ApiError ? e.message : errorMessage(undefined));
  const onMove = (order: AdminOrder, to: OrderStatus) => {
    setError(null);
    if (to === 'in_delivery' && order.is_delivery) {
      move.reset();
      return setRiderFor(order);
    }
    move.mutate(
      { orderId: order.order_id, status: to },
      {
        onError,
        // The option of this computer: each order accepted here prints its kitchen ticket.
        onSuccess: () => {
          if (to === 'preparation' && ticketSettings.autoPrint()) printTicket(orderTicket(order));
        },
      },
    );
  };
  const sendOut = (riderId: string | undefined) => {
    if (!riderFor) return;
    move.mutate(
      { orderId: riderFor.order_id, status: 'in_delivery', riderId },
      { onSuccess: () => setRiderFor(null) },
    );
  };
  const onDelay = (orderId: string) => {
    setError(null);
    delay.mutate(orderId, { onError });
  };
  const onUndo = (orderId: string) => {
    setError(null);
    undo.mutate(orderId, { onError });
  };
  const cancel = (reason: string) => {
    if (!cancelOf) return;
    move.mutate(
      { orderId: cancelOf.order_id, status: 'cancelled', reason },
      { onSuccess: () => setCancelOf(null) },
    );
  };

  const list = orders.data?.orders ?? [];
  // A filter (another status, yesterday's date on a board left open past midnight) can hide an order that rings:
  // one tap shows every order to accept, so the alert never points at a card staff cannot reach.
  const hiddenWaiting =
    !orders.isPending && waiting.some((w) => !list.some((o) => o.order_id === w.order_id));
  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      {/* The tab's title counts the waiting orders too, for a board left behind another window. React owns the
          element, so the next section's title replaces it cleanly (setting document.title here clobbered it). */}
      <title>
        {`${waitingCount > 0 ? `(${waitingCount}) Nouvelle commande – ` : ''}Commandes en direct — ${restaurant.name}`}
      </title>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Commandes en direct</h1>
        <NewOrderButton />
        <span className={`badge ${stream === 'open' ? 'text-bg-success' : 'text-bg-warning'}`} role="status">
          {stream === 'open' ? 'En direct' : 'Reconnexion…'}
        </span>
        {!soundOn && (
          <Button variant="outline-primary" size="sm" onClick={enableSound}>
            Activer le son
          </Button>
        )}
      </div>
      {/* Each new paid order rings on this phone too, even with the board closed (decision 0045). */}
      <PushSwitch
        offer="Recevoir les commandes sur ce téléphone"
        onText="Ce téléphone sonne à chaque nouvelle commande payée."
      />

      <KitchenControls />
      <TicketSettings />
      <WaitingOrdersAlert
        hidden={hiddenWaiting}
        onShowAll={() => {
          setStatus('confirmed');
          setDay('');
        }}
      />
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      <form className="row g-2 mb-3" onSubmit={(e) => e.preventDefault()} aria-label="Filtres">
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="board-status">
            Statut
          </label>
          <select
            id="board-status"
            className="form-select form-select-sm"
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
          >
            <option value="">Tous</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label small mb-0" htmlFor="board-day">
            Jour
          </label>
          <input
            id="board-day"
            type="date"
            className="form-control form-control-sm"
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <div className="col-auto d-flex align-items-end">
          <Button variant="link" size="sm" onClick={() => setDay('')} disabled={!day}>
            Tous les jours
          </Button>
        </div>
      </form>

      {orders.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : orders.isError ? (
        <Alert variant="danger">
          {errorMessage(undefined, orders.error.message)}{' '}
          <Button variant="link" onClick={() => void orders.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <p className="text-body-secondary">Aucune commande pour ces filtres.</p>
      ) : (
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
          {list.map((order) => (
            <div className="col" key={order.order_id}>
              <AdminOrderCard
                order={order}
                late={late.some((o) => o.order_id === order.order_id)}
                busy={
                  (move.isPending && move.variables?.orderId === order.order_id) ||
                  (delay.isPending && delay.variables === order.order_id) ||
                  (undo.isPending && undo.variables === order.order_id)
                }
                onMove={(to) => onMove(order, to)}
                onDelay={() => onDelay(order.order_id)}
                onCancel={() => {
                  move.reset();
                  setCancelOf(order);
                }}
                onUndo={() => onUndo(order.order_id)}
              />
            </div>
          ))}
        </div>
      )}
      <CancelReasonDialog
        order={cancelOf}
        pending={move.isPending}
        error={cancelOf && move.isError ? errorMessage(undefined, move.error.message) : null}
        onConfirm={cancel}
        onHide={() => setCancelOf(null)}
      />
      <RiderChoiceDialog
        key={riderFor?.order_id}
        code={riderFor?.code_commande ?? null}
        pending={move.isPending}
        error={riderFor && move.isError ? errorMessage(undefined, move.error.message) : null}
        onConfirm={sendOut}
        onHide={() => setRiderFor(null)}
      />
    </div>
  );
}
