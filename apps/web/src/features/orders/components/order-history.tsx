import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { OrderSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { EmptyList, ListShell } from '@/components/ui/list-shell';
import { useFlash } from '@/lib/use-flash';
import { followCartOrder } from '@/features/cart';
import { isActiveOrder, useOrders } from '../api/get-orders';
import { useOrderCancel } from '../hooks/use-order-cancel';
import { useReorder } from '../hooks/use-reorder';
import { matchesFilter, type OrderFilter } from '../lib/order-filters';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HistoryNotices } from './history-notices';
import { OpenOrderLive } from './open-order-live';
import { OrderCard } from './order-card';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFilterTabs } from './order-filter-tabs';
import { PayOrderDialog } from './pay-order-dialog';
import { PhoneOrdersClaim } from './phone-orders-claim';
import { RateOrderDialog } from './rate-order-dialog';
import { OrderPushOffer } from '@/features/push';

const RATED_MS = 3000;

/** /orders (P11.1 Orders): the history with its six filters, details, pay later and cancel. */
export function OrderHistory() {
  const orders = useOrders();
  const cancel = useOrderCancel();
  const [filter, setFilter] = useState<OrderFilter>('all');
  const [detailOf, setDetailOf] = useState<OrderSummary | null>(null);
  const [payOf, setPayOf] = useState<OrderSummary | null>(null);
  const [rateOf, setRateOf] = useState<OrderSummary | null>(null);
  const [rated, setRated] = useFlash<true>(RATED_MS);
  const reorder = useReorder();

  // The cart lets go of the order made from it once this list says it is paid.
  useEffect(() => {
    if (orders.data) followCartOrder(orders.data.orders);
  }, [orders.data]);

  const retry = () => void orders.refetch();
  const all = orders.data?.orders ?? [];
  const shown = all.filter((o) => matchesFilter(o.status, filter));
  const open = all.find((o) => o.is_paid && isActiveOrder(o.status));

  return (
    <div className="container py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Mes commandes</h1>
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.favorites} className="btn btn-outline-secondary btn-sm">
            Mes favoris
          </Link>
          <Link to={paths.menu} className="btn btn-outline-primary btn-sm">
            Commander à nouveau
          </Link>
        </div>
      </div>
      <HistoryNotices
        refund={cancel.success?.refund}
        rated={rated === true}
        error={cancel.error ?? reorder.problem}
        onCloseError={() => {
          cancel.clearError();
          reorder.clearProblem();
        }}
      />
      {open && <OpenOrderLive key={open.order_id} order={open} onChange={retry} />}
      <OrderPushOffer />
      <OrderFilterTabs orders={all} filter={filter} onFilter={setFilter} />
      <ListShell
        query={orders}
        loadingLabel="Chargement des commandes"
        loadError="Erreur lors de la récupération de l'historique"
        retrySpinner
        notice={
          orders.isError &&
          orders.data && (
            // A failed refresh keeps the list already shown; it may just be out of date.
            <Alert variant="warning" className="py-2 small d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1">
                Impossible d'actualiser vos commandes pour le moment. La liste peut ne pas être à jour.
              </span>
              <Button size="sm" variant="outline-dark" onClick={retry} disabled={orders.isFetching}>
                Réessayer
              </Button>
            </Alert>
          )
        }
        empty={
          all.length === 0 ? (
            <EmptyList
              text="Vous n'avez pas encore passé de commande."
              to={paths.menu}
              action="Découvrir le menu"
            />
          ) : null
        }
      >
        {shown.length === 0 ? (
          <p className="text-body-secondary py-4 text-center">Aucune commande dans cette catégorie.</p>
        ) : (
          <div className="d-grid gap-3">
            {shown.map((o) => (
              <OrderCard
                key={o.order_id}
                order={o}
                onDetails={() => setDetailOf(o)}
                onPay={() => setPayOf(o)}
                onCancel={() => cancel.ask(o)}
                onRate={() => setRateOf(o)}
                onReorder={() => void reorder.reorder(o)}
              />
            ))}
          </div>
        )}
      </ListShell>
      <PhoneOrdersClaim />
      <OrderDetailDialog order={detailOf} onHide={() => setDetailOf(null)} />
      <PayOrderDialog
        order={payOf}
        onHide={() => {
          setPayOf(null);
          // The payment may have moved while the dialog was open, or been left in progress.
          void orders.refetch();
        }}
      />
      <RateOrderDialog
        order={rateOf}
        onHide={() => setRateOf(null)}
        onRated={() => {
          setRateOf(null);
          setRated(true);
        }}
      />
      <CancelOrderDialog
        order={cancel.order}
        pending={cancel.pending}
        onConfirm={cancel.confirm}
        onHide={cancel.hide}
      />
    </div>
  );
}
