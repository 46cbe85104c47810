import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderSummary, PaymentStarted } from '@lome/shared';
import {
  paymentFailureText,
  useCreatePayment,
  orderPaymentQuery,
  PaymentForm,
  type PaymentChoice,
  PaymentWaiting,
  progressOfStatus,
  usePaymentPolling,
} from '@/features/payments';
import { ordersQueryKey } from '../api/get-orders';

/**
 * Pay later from /orders (spec §2 pay dialog): the same payment and polling as the checkout. An order whose
 * payment is still in progress opens straight on the wait.
 */
export function PayOrderDialog({ order, onHide }: { order: OrderSummary | null; onHide: () => void }) {
  return (
    <Modal show={order !== null} onHide={onHide} fullscreen="sm-down" aria-labelledby="pay-order-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="pay-order-title" as="h2" className="h5">
          Payer la commande {order?.code_commande}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{order && <PayOrderFlow order={order} onDone={onHide} />}</Modal.Body>
    </Modal>
  );
}

// Each reopened wait polls under its own key, so it never starts from an earlier wait's cached answer.
let resumedWaits = 0;

function PayOrderFlow({ order, onDone }: { order: OrderSummary; onDone: () => void }) {
  const queryClient = useQueryClient();
  const createPayment = useCreatePayment();
  const [payment, setPayment] = useState<PaymentStarted | null>(null);
  // An attempt still in progress (started before the dialog was closed, or on another screen): wait for it
  // instead of pushing a second prompt to the customer's phone.
  const [resumed, setResumed] = useState(() =>
    order.payment_status === 'pending' ? `resumed-${++resumedWaits}` : null,
  );
  const watched = payment ? (payment.status === 'pending' ? payment.payment_id : null) : resumed;
  const polling = usePaymentPolling(
    watched ? orderPaymentQuery(order.order_id, watched) : null,
    progressOfStatus,
  );
  const paid = payment?.status === 'success' || polling.phase === 'paid';

  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [paid, queryClient]);

  const pay = ({ network, phone_number }: PaymentChoice) =>
    createPayment.mutate({ network, phone_number, order_id: order.order_id }, { onSuccess: setPayment });

  if (paid) {
    return (
      <div className="text-center py-3" role="status">
        <div className="display-5 text-success mb-2" aria-hidden="true">
          ✓
        </div>
        <p className="h5">Paiement confirmé !</p>
        <p className="text-body-secondary">Votre commande {order.code_commande} est confirmée.</p>
        <Button onClick={onDone}>Fermer</Button>
      </div>
    );
  }
  // 'unpaid': the list was out of date and no attempt exists, so the customer starts one.
  if (payment || (resumed && polling.phase !== 'unpaid')) {
    return (
      <PaymentWaiting
        phase={polling.phase}
        error={polling.error}
        onRetry={() => {
          createPayment.reset();
          setPayment(null);
          setResumed(null);
        }}
      />
    );
  }
  return (
    <PaymentForm
      amount={order.total_price}
      defaultPhone={order.phone ?? ''}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={pay}
    />
  );
}
