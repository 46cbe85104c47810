import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant, type OrderStatus } from '@lome/shared';
import { errorMessage } from '@/lib/api-client';
import { PushSwitch } from '@/features/push';
import { useAdminOrders } from '../api/get-admin-orders';
import { useBoardActions } from '../hooks/use-board-actions';
import { AdminOrderCard } from './admin-order-card';
import { BoardFilters } from './board-filters';
import { BoardHeader } from './board-header';
import { CancelReasonDialog } from './cancel-reason-dialog';
import { KitchenControls } from './kitchen-controls';
import { PortionsLeft } from './portions-left';
import { RiderChoiceDialog } from './rider-choice-dialog';
import { TicketSettings } from '../../ticket/components/ticket-settings';
import { boardOrder, cardAnchor } from '../lib/board-order';
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
  const actions = useBoardActions();
  // The stream and the alarm belong to the shell (they go on in the other sections); the board shows them.
  const { waiting, late } = useOrderLive();
  const waitingCount = waiting.length;

  const list = orders.data?.orders ?? [];
  const shown = boardOrder(list, waiting, late);
  // An alarm's code followed from another section (/admin#commande-…): its card, once the board has drawn it.
  const { hash } = useLocation();
  const loaded = orders.isSuccess;
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded, hash]);
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
      <BoardHeader />
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
      {actions.error && (
        <Alert variant="danger" dismissible onClose={actions.clearError}>
          {actions.error}
        </Alert>
      )}

      <BoardFilters status={status} day={day} onStatus={setStatus} onDay={setDay} />
      <PortionsLeft />

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
          {shown.map((order) => (
            <div className="col" key={order.order_id} id={cardAnchor(order.order_id)}>
              <AdminOrderCard
                order={order}
                late={late.some((o) => o.order_id === order.order_id)}
                busy={actions.busy(order.order_id)}
                onMove={(to) => actions.onMove(order, to)}
                onDelay={() => actions.onDelay(order.order_id)}
                onCancel={() => actions.askCancel(order)}
                onUndo={() => actions.onUndo(order.order_id)}
              />
            </div>
          ))}
        </div>
      )}
      <CancelReasonDialog {...actions.cancelDialog} />
      <RiderChoiceDialog
        key={actions.riderDialog.order?.order_id}
        code={actions.riderDialog.order?.code_commande ?? null}
        pending={actions.riderDialog.pending}
        error={actions.riderDialog.error}
        onConfirm={actions.riderDialog.onConfirm}
        onHide={actions.riderDialog.onHide}
      />
    </div>
  );
}
