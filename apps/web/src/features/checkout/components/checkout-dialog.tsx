import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import {
  orderCreateSchema,
  type CartItem,
  type OrderCreateInput,
  type OrderSummary,
  type PaymentStarted,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { attemptKey, forgetAttempt, pendingAttempt } from '@/lib/idempotency';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paymentFailureText, useCreatePayment } from '@/features/payments/api/create-payment';
import { orderPaymentQuery } from '@/features/payments/api/get-order-payment-status';
import { PaymentForm, type PaymentChoice } from '@/features/payments/components/payment-form';
import { PaymentWaiting } from '@/features/payments/components/payment-waiting';
import { StepIndicator } from '@/features/payments/components/step-indicator';
import { progressOfStatus, usePaymentPolling } from '@/features/payments/hooks/use-payment-polling';
import { failureText } from '@/features/payments/utils/failure-text';
import { useCreateOrder } from '../api/create-order';
import { AddressStep, type AddressErrors, type AddressValues } from './address-step';

const STEPS = ['Adresse', 'Paiement', 'Confirmation du paiement', 'Commande confirmée'] as const;
type Step = 0 | 1 | 2 | 3;
const orderError = 'Une erreur est survenue lors de la commande';

// The order's Idempotency-Key lives until it is paid or cancelled: the same dishes to the same address, even
// after closing the dialog or a reload, find the order already created instead of making a second one.
const ORDER_FLOW = 'order';
type OrderAttempt = { dishes: OrderCreateInput['dishes']; address: AddressValues };
const emptyAddress: AddressValues = { title: 'Domicile', description_address: '', position: null, phone: '' };

/** Navigation state read by /order-confirmation (spec §2). */
export type OrderConfirmationState = {
  orderId: string;
  orderCode: string;
  /** Not known when the order turns out to have been paid from another screen. */
  transactionId?: string;
  amount: number;
  phoneNumber?: string;
  address: string;
};

type Props = { show: boolean; onHide: () => void; items: CartItem[]; onPaid: () => void };

/** The order checkout (spec §2 Cart, §4 Checkout): address, payment, waiting for the phone, confirmed. */
export function CheckoutDialog({ show, onHide, items, onPaid }: Props) {
  const [locked, setLocked] = useState(false);
  return (
    <Modal
      show={show}
      onHide={onHide}
      backdrop={locked ? 'static' : true}
      keyboard={!locked}
      fullscreen="sm-down"
      aria-labelledby="checkout-title"
    >
      <Modal.Header closeButton={!locked} closeLabel="Fermer">
        <Modal.Title id="checkout-title" as="h2" className="h5">
          Finaliser ma commande
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CheckoutFlow items={items} onPaid={onPaid} onLock={() => setLocked(true)} />
      </Modal.Body>
    </Modal>
  );
}

function CheckoutFlow({
  items,
  onPaid,
  onLock,
}: {
  items: CartItem[];
  onPaid: () => void;
  onLock: () => void;
}) {
  const navigate = useNavigate();
  const owner = useAuth().user?.id ?? '';
  const [step, setStep] = useState<Step>(0);
  const [address, setAddress] = useState<AddressValues>(
    () => pendingAttempt<OrderAttempt>(ORDER_FLOW, owner)?.address ?? emptyAddress,
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [order, setOrder] = useState<OrderSummary | null>(null);
  const [payment, setPayment] = useState<(PaymentStarted & { phone: string }) | null>(null);
  const [confirmation, setConfirmation] = useState<{ state: OrderConfirmationState; delay: number } | null>(
    null,
  );
  const createOrder = useCreateOrder();
  const createPayment = useCreatePayment();

  const polling = usePaymentPolling(
    step === 2 && order && payment ? orderPaymentQuery(order.order_id, payment.payment_id) : null,
    progressOfStatus,
  );

  const confirm = (
    paid: OrderSummary,
    payment: { transactionId?: string; phone?: string },
    delay: number,
  ) => {
    forgetAttempt(ORDER_FLOW);
    onPaid();
    onLock();
    setStep(3);
    setConfirmation({
      delay,
      state: {
        orderId: paid.order_id,
        orderCode: paid.code_commande,
        transactionId: payment.transactionId,
        amount: paid.total_price,
        phoneNumber: payment.phone,
        address: paid.description_address ?? address.description_address,
      },
    });
  };

  // Spec §4: once the poll says paid, the cart is cleared and the confirmation page follows 2 s later.
  const onPolledPaid = useEffectEvent(() => {
    if (step === 2 && order && payment)
      confirm(
        order,
        { transactionId: polling.transactionId ?? payment.tx_reference, phone: payment.phone },
        2000,
      );
  });
  useEffect(() => {
    if (polling.phase === 'paid') onPolledPaid();
  }, [polling.phase]);

  useEffect(() => {
    if (!confirmation) return;
    const id = window.setTimeout(
      () => navigate(paths.orderConfirmation, { state: confirmation.state }),
      confirmation.delay,
    );
    return () => window.clearTimeout(id);
  }, [confirmation, navigate]);

  const submitAddress = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      dishes: items.map((i) => ({ dish_id: i.id, quantity: i.quantity })),
      title: address.title,
      description_address: address.description_address,
      latitude: address.position?.latitude,
      longitude: address.position?.longitude,
      phone: address.phone,
    };
    const parsed = orderCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: AddressErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const key = field === 'latitude' || field === 'longitude' ? 'position' : field;
        if (typeof key === 'string' && key in emptyErrors && !next[key as keyof AddressErrors]) {
          next[key as keyof AddressErrors] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send(body);
  };

  const send = (body: OrderCreateInput) => {
    const attempt: OrderAttempt = { dishes: body.dishes, address };
    createOrder.mutate(
      { body, idempotencyKey: attemptKey(ORDER_FLOW, owner, attempt) },
      {
        onSuccess: (created) => {
          // The key found an order settled since on another screen. Paid, it is this cart's order (spec §4: cart
          // cleared, confirmation); cancelled, that attempt is over and a new order is made.
          if (created.is_paid) {
            confirm(created, {}, 2000);
          } else if (created.status === 'cancelled') {
            forgetAttempt(ORDER_FLOW);
            send(body);
          } else {
            setOrder(created);
            setStep(1);
          }
        },
      },
    );
  };

  const pay = ({ network, phone_number }: PaymentChoice) => {
    if (!order) return;
    createPayment.mutate(
      { network, phone_number, order_id: order.order_id },
      {
        onSuccess: (started) => {
          setPayment({ ...started, phone: phone_number });
          // 'success' means the operator already confirmed: straight to step 4, redirect after 3 s (spec §4).
          if (started.status === 'success')
            confirm(order, { transactionId: started.tx_reference, phone: phone_number }, 3000);
          else setStep(2);
        },
      },
    );
  };

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && (
        <form noValidate onSubmit={submitAddress}>
          <AddressStep
            values={address}
            errors={errors}
            onChange={(patch) => {
              setAddress((a) => ({ ...a, ...patch }));
              // A corrected field stops showing its error.
              setErrors((e) => {
                const next = { ...e };
                for (const key of Object.keys(patch)) delete next[key as keyof AddressErrors];
                return next;
              });
            }}
          />
          {createOrder.isError && (
            <Alert variant="danger" className="mt-3 py-2" role="alert">
              {failureText(createOrder.error, orderError)}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-100 mt-3" disabled={createOrder.isPending}>
            {createOrder.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Continuer vers le paiement
          </Button>
        </form>
      )}
      {step === 1 && order && (
        <PaymentForm
          amount={order.total_price}
          defaultPhone={payment?.phone ?? address.phone}
          submitting={createPayment.isPending}
          error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
          onSubmit={pay}
        >
          <p className="small mb-3">
            Commande <strong>{order.code_commande}</strong> · {order.total_quantite} article
            {order.total_quantite > 1 ? 's' : ''} · livraison {order.title ?? address.title}
          </p>
        </PaymentForm>
      )}
      {step === 2 && (
        <>
          <PaymentWaiting
            phase={polling.phase}
            error={polling.error}
            onRetry={() => {
              createPayment.reset();
              setStep(1);
            }}
          />
          <p className="small text-body-secondary text-center mt-3 mb-0">
            Votre commande est enregistrée : vous pourrez aussi la payer plus tard depuis « Mes commandes ».
          </p>
        </>
      )}
      {step === 3 && (
        <div className="text-center py-3" role="status">
          <div className="display-5 text-success mb-2" aria-hidden="true">
            ✓
          </div>
          <p className="h5">Paiement confirmé !</p>
          <p className="text-body-secondary mb-0">
            Votre commande est en préparation. Redirection en cours...
          </p>
        </div>
      )}
    </>
  );
}

const emptyErrors: Record<keyof AddressErrors, true> = {
  title: true,
  description_address: true,
  position: true,
  phone: true,
};
