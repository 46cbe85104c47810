import Alert from 'react-bootstrap/Alert';
import { cartTotal, frenchMoment, type CartItem, type OrderSummary, type PaymentNetwork } from '@lome/shared';
import {
  CashChoice,
  DiscountNotice,
  orderPaymentQuery,
  PaidConfirmation,
  PayFlow,
  progressOfStatus,
  type PayFlowOptions,
} from '@/features/payments';
import { OrderAmounts } from './order-amounts';

type PayProps = Pick<
  PayFlowOptions<unknown>,
  'resume' | 'underWay' | 'onPay' | 'onPayError' | 'onStarted' | 'onPaid' | 'onProgress'
> & {
  order: OrderSummary;
  items: CartItem[];
  addressTitle: string;
  notice: string | null;
  defaultPayment: { phone: string; network?: PaymentNetwork };
  /** Pays in cash at the door instead. */
  cash: { pending: boolean; onChoose: () => void };
};

/** Steps 2 and 3: the order as made and the network and number to charge, then waiting for the phone. */
export function PayStep({ order, items, addressTitle, notice, defaultPayment, cash, ...flow }: PayProps) {
  return (
    <PayFlow
      {...flow}
      target={{ order_id: order.order_id }}
      amount={order.total_price}
      defaultPhone={defaultPayment.phone}
      defaultNetwork={defaultPayment.network}
      statusQuery={(attempt) => orderPaymentQuery(order.order_id, attempt)}
      progressOf={progressOfStatus}
      waitNote={
        <p className="small text-body-secondary text-center mt-3 mb-0">
          Votre commande est enregistrée : vous pourrez aussi la payer plus tard depuis «&nbsp;Mes
          commandes&nbsp;».
        </p>
      }
    >
      {notice && (
        <Alert variant="info" className="py-2 small">
          {notice}
        </Alert>
      )}
      <DiscountNotice notice={order.discount_notice} amount={order.total_price} />
      <p className="small mb-2">
        Commande <strong className="text-nowrap">{order.code_commande}</strong> · {order.total_quantite}{' '}
        article
        {order.total_quantite > 1 ? 's' : ''} · livraison {order.title ?? addressTitle}
        {order.scheduled_for && ` programmée ${frenchMoment(new Date(order.scheduled_for), new Date())}`}
      </p>
      <OrderAmounts order={order} cartTotal={cartTotal(items)} />
      <CashChoice
        amount={order.total_price}
        label="Espèces à la livraison"
        note={(amount) => `Vous payez ${amount} en espèces au livreur, à la réception.`}
        pending={cash.pending}
        onChoose={cash.onChoose}
      />
    </PayFlow>
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
