import Modal from 'react-bootstrap/Modal';
import type { OrderSummary } from '@lome/shared';
import { DiscountNotice, orderPaymentQuery, PayFlow, progressOfStatus } from '@/features/payments';
import { ordersQueryKey } from '../api/get-orders';
import { Code } from '@/components/ui/code';

/** The prompt the order waits on, as its pay dialog follows it. */
const promptOf = ({ payment_under_way: p }: OrderSummary) =>
  p ? { payment_id: p.payment_id, phone: p.phone_number, network: p.network } : null;

/**
 * Pay later from /orders (P11.1 pay dialog): the same payment and polling as the checkout. An order whose
 * payment is still in progress opens straight on the wait.
 */
export function PayOrderDialog({ order, onHide }: { order: OrderSummary | null; onHide: () => void }) {
  return (
    <Modal show={order !== null} onHide={onHide} fullscreen="sm-down" aria-labelledby="pay-order-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="pay-order-title" as="h2" className="h5">
          Payer la commande <Code>{order?.code_commande}</Code>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {order && (
          <PayFlow
            target={{ order_id: order.order_id }}
            amount={order.total_price}
            defaultPhone={order.phone ?? ''}
            resume={order.payment_status === 'pending' && (order.payment_under_way?.payment_id ?? true)}
            underWay={promptOf(order)}
            statusQuery={(attempt) => orderPaymentQuery(order.order_id, attempt)}
            progressOf={progressOfStatus}
            paidQueryKey={ordersQueryKey}
            paid={{
              title: 'Paiement confirmé !',
              detail: `Votre commande ${order.code_commande} est confirmée.`,
            }}
            onDone={onHide}
          >
            <DiscountNotice notice={order.discount_notice} amount={order.total_price} />
          </PayFlow>
        )}
      </Modal.Body>
    </Modal>
  );
}
