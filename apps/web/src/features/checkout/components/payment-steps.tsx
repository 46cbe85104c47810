import Alert from 'react-bootstrap/Alert';
import { cartTotal, frenchMoment, type CartItem, type OrderSummary, type PaymentNetwork } from '@lome/shared';
import {
  DiscountNotice,
  PaidConfirmation,
  paymentFailureText,
  PaymentForm,
  PaymentWaiting,
  type PaymentChoice,
  type useCreatePayment,
  type usePaymentPolling,
} from '@/features/payments';
import { CashChoice } from './cash-choice';
import { OrderAmounts } from './order-amounts';

type PayProps = {
  order: OrderSummary;
  items: CartItem[];
  addressTitle: string;
  notice: string | null;
  defaultPayment: { phone: string; network?: PaymentNetwork };
  createPayment: ReturnType<typeof useCreatePayment>;
  onPay: (choice: PaymentChoice) => void;
  /** Pays in cash at the door instead. */
  cash: { pending: boolean; onChoose: () => void };
};

/** Step 2: the order as made, and the network and number to charge. */
export function PayStep({
  order,
  items,
  addressTitle,
  notice,
  defaultPayment,
  createPayment,
  onPay,
  cash,
}: PayProps) {
  return (
    <PaymentForm
      amount={order.total_price}
      defaultPhone={defaultPayment.phone}
      defaultNetwork={defaultPayment.network}
      submitting={createPayment.isPending}
      error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
      onSubmit={onPay}
    >
      {notice && (
        <Alert variant="info" className="py-2 small">
          {notice}
        </Alert>
      )}
      <DiscountNotice notice={order.discount_notice} amount={order.total_price} />
      <p className="small mb-2">
        Commande <strong>{order.code_commande}</strong> · {order.total_quantite} article
        {order.total_quantite > 1 ? 's' : ''} · livraison {order.title ?? addressTitle}
        {order.scheduled_for && ` programmée ${frenchMoment(new Date(order.scheduled_for), new Date())}`}
      </p>
      <OrderAmounts order={order} cartTotal={cartTotal(items)} />
      <CashChoice amount={order.total_price} pending={cash.pending} onChoose={cash.onChoose} />
    </PaymentForm>
  );
}

/** Step 3: waiting for the phone's confirmation. */
export function WaitStep({
  polling,
  verifying,
  onRetry,
}: {
  polling: ReturnType<typeof usePaymentPolling>;
  /** PayGate's answer to the push was lost and its transaction is not known yet (decision 0047). */
  verifying: boolean;
  onRetry: () => void;
}) {
  const ended = polling.phase === 'refund_pending' || polling.phase === 'order_cancelled';
  return (
    <>
      <PaymentWaiting
        phase={polling.phase}
        error={polling.error}
        verifying={verifying && !polling.transactionId}
        onRetry={onRetry}
      />
      {!ended && (
        <p className="small text-body-secondary text-center mt-3 mb-0">
          Votre commande est enregistrée : vous pourrez aussi la payer plus tard depuis « Mes commandes ».
        </p>
      )}
    </>
  );
}

/** Step 4: paid. */
export function PaidStep() {
  return (
    <PaidConfirmation title="Paiement confirmé !">
      <p className="text-body-secondary mb-0">Votre commande est en préparation. Redirection en cours...</p>
    </PaidConfirmation>
  );
}
