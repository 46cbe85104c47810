import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, orderStatusLabelOf, placeLine, type OrderSummary } from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { SoldLineDetails } from '@/components/ui/sold-line-details';
import { useOrderDetail } from '../api/get-order-detail';
import { formatOrderDate } from '../lib/order-filters';
import { InvoiceButton } from './invoice-button';
import { Code } from '@/components/ui/code';

const noDetail = 'Aucun détail disponible pour cette commande';

/** The dishes of one order (P11.1 order detail dialog). */
export function OrderDetailDialog({ order, onHide }: { order: OrderSummary | null; onHide: () => void }) {
  const detail = useOrderDetail(order?.order_id ?? null);
  const lines = detail.data?.show_order_dish ?? [];
  return (
    <Modal show={order !== null} onHide={onHide} centered scrollable aria-labelledby="order-detail-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="order-detail-title" as="h2" className="h5">
          Commande <Code>{order?.code_commande}</Code>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {order && (
          <p className="small text-body-secondary">
            {formatOrderDate(order.created_at)} · {orderStatusLabelOf(order)}
            {(order.description_address || !order.is_delivery) && (
              <>
                <br />
                {placeLine(order)}
              </>
            )}
          </p>
        )}
        {detail.isPending ? (
          <div className="text-center py-3">
            <Spinner size="sm" role="status">
              <span className="visually-hidden">Chargement du détail</span>
            </Spinner>
          </div>
        ) : lines.length === 0 ? (
          <p className="text-body-secondary mb-0">{noDetail}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {lines.map((l, i) => (
              <li key={i} className="d-flex align-items-center gap-3 py-2 border-bottom">
                {l.img_plat && (
                  <FallbackImage
                    src={l.img_plat}
                    fallback={DISH_FALLBACK_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                    className="rounded flex-shrink-0"
                  />
                )}
                <div className="flex-grow-1">
                  <div>{l.dish_name}</div>
                  <SoldLineDetails line={l} withPrices />
                  <small className="text-body-secondary">
                    {l.quantity} × {formatFcfa(l.price_per_unit)}
                  </small>
                </div>
                <span className="text-nowrap fw-semibold">{formatFcfa(l.quantity * l.price_per_unit)}</span>
              </li>
            ))}
          </ul>
        )}
        {order && lines.length > 0 && (
          <dl className="mt-3 mb-0">
            {order.discount_amount > 0 && (
              <div className="d-flex justify-content-between">
                <dt className="fw-normal">Réduction</dt>
                <dd className="mb-0">−{formatFcfa(order.discount_amount)}</dd>
              </div>
            )}
            <div className="d-flex justify-content-between">
              <dt className="fw-normal">Livraison</dt>
              <dd className="mb-0">
                {order.delivery_price > 0 ? formatFcfa(order.delivery_price) : 'Gratuite'}
              </dd>
            </div>
            <div className="d-flex justify-content-between fw-bold fs-5">
              <dt>Total</dt>
              <dd className="mb-0">{formatFcfa(order.total_price)}</dd>
            </div>
          </dl>
        )}
        {order?.is_paid && (
          <div className="d-flex flex-wrap gap-2 mt-3">
            <InvoiceButton order={order} />
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
