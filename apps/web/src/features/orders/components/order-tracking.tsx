import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatFcfa, orderStatusLabels, type OrderStatus } from '@lome/shared';
import { SoldLineDetails } from '@/components/ui/sold-line-details';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useEventStream, type LiveOrderEvent } from '@/lib/event-stream';
import { DeliveryEstimate } from '@/features/kitchen';
import { CancellationNote, isExpired } from '@/features/payments';
import { useOrderDetail } from '../api/get-order-detail';
import { ordersQueryKey } from '../api/get-orders';
import { OrderTimeline } from './order-timeline';
import { RiderContact } from './rider-contact';
import { OrderPushOffer } from '@/features/push';
import { Code } from '@/components/ui/code';

/** /orders/track?id=…: one order followed live, with the time of each status. */
export function OrderTracking({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const detail = useOrderDetail(orderId);
  const [times, setTimes] = useState<Partial<Record<OrderStatus, string>>>({});
  const [live, setLive] = useState<OrderStatus | null>(null);

  const [estimatedAt, setEstimatedAt] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const onEvent = (event: LiveOrderEvent) => {
    const { status } = event;
    // A delay (P4.7) carries the new time and no new status.
    if (event.estimated_at) setEstimatedAt(event.estimated_at);
    if (event.cancel_reason) setReason(event.cancel_reason);
    if (status && event.type !== 'order.delayed') {
      setTimes((t) => ({ ...t, [status]: event.at }));
      setLive(status);
    }
    void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', orderId] });
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  };
  const stream = useEventStream(`/orders/${encodeURIComponent(orderId)}/events`, { onEvent });

  if (detail.isPending) {
    return (
      <div className="container py-5 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="container py-5" style={{ maxWidth: 640 }}>
        <Alert variant="danger">{notFound ? 'Commande introuvable.' : detail.error.message}</Alert>
        <Link to={paths.orders}>Mes commandes</Link>
      </div>
    );
  }
  const { order, show_order_dish: dishes } = detail.data;
  // The stream may be ahead of the last read of the order: the newest of both is shown.
  const status = live ?? order.status;
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 720 }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          Suivi de la commande <Code>{order.code_commande}</Code>
        </h1>
        <span className={`badge ${stream === 'open' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {stream === 'open' ? 'Suivi en direct' : 'Reconnexion…'}
        </span>
      </div>
      <p className="lead" role="status" aria-live="polite">
        Statut : <strong>{isExpired({ ...order, status }) ? 'Expirée' : orderStatusLabels[status]}</strong>
      </p>
      {/* The reason may come with the event, before the order is read again. */}
      <CancellationNote
        item={{ ...order, status, cancel_reason: order.cancel_reason ?? reason }}
        className="mb-3"
      />
      {status !== 'delivered' && status !== 'cancelled' && (
        <DeliveryEstimate
          estimatedAt={estimatedAt ?? order.estimated_at}
          scheduledFor={order.scheduled_for}
          className="fw-semibold"
        />
      )}
      {detail.data.rider && status === 'in_delivery' && <RiderContact rider={detail.data.rider} />}
      {status !== 'delivered' && status !== 'cancelled' && <OrderPushOffer />}
      <OrderTimeline status={status} times={{ pending: order.created_at, ...times }} />
      <div className="card border-0 shadow-sm mt-4">
        <div className="card-body">
          <ul className="list-unstyled mb-2">
            {dishes.map((d, i) => (
              <li key={i}>
                {d.quantity} × {d.dish_name}
                <SoldLineDetails line={d} />
              </li>
            ))}
          </ul>
          <p className="mb-0">
            Total <strong>{formatFcfa(order.total_price)}</strong>
          </p>
        </div>
      </div>
      <Link to={paths.orders} className="btn btn-link px-0 mt-3">
        Toutes mes commandes
      </Link>
    </div>
  );
}
