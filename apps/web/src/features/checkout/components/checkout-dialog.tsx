import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { useBackGuard } from '@/lib/use-back-guard';
import {
  cartTotal,
  orderCreateSchema,
  type CartItem,
  type OrderCreateInput,
  type OrderSummary,
} from '@lome/shared';
import { paths } from '@/config/paths';
import { attemptKey, attemptNote, forgetAttempt, noteAttempt, pendingAttempt } from '@/lib/idempotency';
import { ApiError } from '@/lib/api-client';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { useAuth } from '@/features/auth';
import { rememberDeliveryFee } from '@/features/cart';
import {
  paymentFailureText,
  useCreatePayment,
  orderPaymentQuery,
  PaymentForm,
  type PaymentChoice,
  PaymentWaiting,
  StepIndicator,
  progressOfStatus,
  usePaymentPolling,
  failureText,
} from '@/features/payments';
import { useCreateOrder } from '../api/create-order';
import { nextStepFor, sameDishes, type OrderAttempt, type PushedPayment } from '../lib/checkout-attempt';
import { AddressStep, firstInvalidField, type AddressErrors, type AddressValues } from './address-step';
import { OrderAmounts } from './order-amounts';

const STEPS = ['Adresse', 'Paiement', 'Confirmation du paiement', 'Commande confirmée'] as const;
type Step = 0 | 1 | 2 | 3;
const orderError = 'Une erreur est survenue lors de la commande';

/** Why the checkout made a new order instead of taking up the previous one, when the customer should know. */
function restartNotice(previous: OrderSummary): string | null {
  if (previous.status !== 'cancelled')
    return 'Une commande de ce panier est déjà payée (voir « Mes commandes ») : celle-ci est une nouvelle commande.';
  return previous.is_paid || previous.payment_status === 'refund_pending'
    ? 'Votre commande précédente a été annulée après votre paiement : notre équipe vous remboursera. Celle-ci est une nouvelle commande.'
    : null;
}

// The order's Idempotency-Key lives until it is paid or cancelled: the same dishes to the same address, even
// after closing the dialog or a reload, find the order already created instead of making a second one.
const ORDER_FLOW = 'order';
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

/** The free dish credit the cart applies ('Utiliser', D2): which credit, on which dish. */
export type CheckoutFreeDish = { credit_id: string; dish_id: string };

type Props = {
  show: boolean;
  onHide: () => void;
  items: CartItem[];
  freeDish?: CheckoutFreeDish | null;
  onPaid: () => void;
};

/** The order checkout (spec §2 Cart, §4 Checkout): address, payment, waiting for the phone, confirmed. */
export function CheckoutDialog({ show, onHide, items, freeDish = null, onPaid }: Props) {
  const [locked, setLocked] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [askingToLeave, setAskingToLeave] = useState(false);
  // Android's back button is a navigation: while the phone is being waited on it asks first, like the close.
  const blocker = useBackGuard(waiting);
  const confirmingLeave = (waiting && askingToLeave) || blocker.state === 'blocked';
  useEffect(() => {
    // The payment ended while the question was on screen: nothing left to protect.
    if (!waiting && blocker.state === 'blocked') blocker.reset();
  }, [waiting, blocker]);

  useEffect(() => {
    if (!waiting) return;
    // A reload or a closed tab loses nothing (the checkout takes the payment up again), but warn all the same.
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);

  const body = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Back from the question: the focus returns to the step, not to the page behind the dialog.
    if (wasConfirming.current && !confirmingLeave) body.current?.querySelector<HTMLElement>('h3')?.focus();
    wasConfirming.current = confirmingLeave;
  }, [confirmingLeave]);

  const requestHide = () => (waiting ? setAskingToLeave(true) : onHide());
  const stay = () => {
    setAskingToLeave(false);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    setAskingToLeave(false);
    if (blocker.state === 'blocked') blocker.proceed();
    onHide();
  };

  return (
    <Modal
      show={show}
      onHide={requestHide}
      // A tap beside the dialog while waiting or redirecting must not close it.
      backdrop={locked || waiting ? 'static' : true}
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
        {confirmingLeave && <LeaveWhileWaiting onStay={stay} onLeave={leave} />}
        <div ref={body} className={confirmingLeave ? 'd-none' : undefined}>
          <CheckoutFlow
            items={items}
            freeDish={freeDish}
            onPaid={onPaid}
            onLock={() => setLocked(true)}
            onWaitingChange={setWaiting}
          />
        </div>
      </Modal.Body>
    </Modal>
  );
}

/** Asked before closing during the wait: the payment goes on, and the checkout finds it again. */
function LeaveWhileWaiting({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-2">
      <h3 ref={heading} tabIndex={-1} className="h6">
        Votre paiement est en cours
      </h3>
      <p className="small">
        Si vous fermez, il continue sur votre téléphone. Touchez à nouveau « Commander » pour en suivre la
        confirmation, ou retrouvez la commande dans « Mes commandes ».
      </p>
      <div className="d-grid gap-2">
        <Button onClick={onStay}>Continuer d'attendre</Button>
        <Button variant="outline-secondary" onClick={onLeave}>
          Fermer quand même
        </Button>
      </div>
    </div>
  );
}

const dishesOf = (items: CartItem[]) => items.map((i) => ({ dish_id: i.id, quantity: i.quantity }));

const orderBody = (
  items: CartItem[],
  address: AddressValues,
  freeDish: CheckoutFreeDish | null,
): OrderCreateInput => ({
  dishes: dishesOf(items),
  // The server checks the credit and makes one unit of that dish free (D2); the browser states no amount.
  ...(freeDish ? { free_dish_credit_id: freeDish.credit_id, free_dish_id: freeDish.dish_id } : {}),
  title: address.title,
  description_address: address.description_address,
  latitude: address.position?.latitude,
  longitude: address.position?.longitude,
  phone: address.phone,
});

function CheckoutFlow({
  items,
  freeDish,
  onPaid,
  onLock,
  onWaitingChange,
}: {
  items: CartItem[];
  freeDish: CheckoutFreeDish | null;
  onPaid: () => void;
  onLock: () => void;
  onWaitingChange: (waiting: boolean) => void;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const owner = user?.id ?? '';
  const [sent] = useState(() => pendingAttempt<OrderAttempt>(ORDER_FLOW, owner));
  const [pushed, setPushed] = useState(() => attemptNote<PushedPayment>(ORDER_FLOW, owner));
  // A payment pushed for these very dishes (before a close, a reload, Android's back): follow it at once.
  const [resuming, setResuming] = useState(
    () => !!sent && !!pushed && sameDishes(sent.dishes, dishesOf(items)),
  );
  const [step, setStep] = useState<Step>(0);
  // The recipient's phone starts as the account's (the payment number follows it); the customer may change it.
  const [address, setAddress] = useState<AddressValues>(
    () => sent?.address ?? { ...emptyAddress, phone: user?.phone ?? '' },
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [dishesError, setDishesError] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderSummary | null>(null);
  // What the wait follows: the pushed payment, or one found pending on the order.
  const [watched, setWatched] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ state: OrderConfirmationState; delay: number } | null>(
    null,
  );
  const form = useRef<HTMLFormElement>(null);
  const createOrder = useCreateOrder();
  const createPayment = useCreatePayment();
  // Making the order needs the server; offline the step says so instead of failing (issue 12).
  const offline = useOfflineGuard(offlineReasons.order);

  const polling = usePaymentPolling(
    step === 2 && order && watched ? orderPaymentQuery(order.order_id, watched) : null,
    progressOfStatus,
  );

  const isWaiting = step === 2 && polling.phase === 'waiting';
  useEffect(() => onWaitingChange(isWaiting), [isWaiting, onWaitingChange]);
  useEffect(() => () => onWaitingChange(false), [onWaitingChange]);

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

  // Spec §4: once the poll says paid, the cart is cleared and the confirmation page follows 2 s later. A
  // cancelled order ends the attempt too: the same cart will make a new order.
  const onPolled = useEffectEvent((phase: typeof polling.phase) => {
    if (step !== 2 || !order) return;
    if (phase === 'paid')
      confirm(
        order,
        { transactionId: polling.transactionId ?? pushed?.tx_reference, phone: pushed?.phone },
        2000,
      );
    else if (phase === 'refund_pending' || phase === 'order_cancelled') forgetAttempt(ORDER_FLOW);
  });
  useEffect(() => onPolled(polling.phase), [polling.phase]);

  useEffect(() => {
    if (!confirmation) return;
    const id = window.setTimeout(
      () => navigate(paths.orderConfirmation, { state: confirmation.state }),
      confirmation.delay,
    );
    return () => window.clearTimeout(id);
  }, [confirmation, navigate]);

  useEffect(() => {
    if (focusInvalid) firstInvalidField(form.current)?.focus();
  }, [focusInvalid]);

  const send = (body: OrderCreateInput) => {
    const attempt: OrderAttempt = {
      dishes: body.dishes,
      address,
      ...(body.free_dish_credit_id ? { freeDishCreditId: body.free_dish_credit_id } : {}),
    };
    createOrder.mutate(
      { body, idempotencyKey: attemptKey(ORDER_FLOW, owner, attempt) },
      {
        onSuccess: (created) => {
          rememberDeliveryFee(created.delivery_price);
          // Read again: a changed request started a new attempt, without the note of the old one.
          const ours = attemptNote<PushedPayment>(ORDER_FLOW, owner);
          setPushed(ours);
          const next = nextStepFor(created, ours !== null);
          if (next === 'restart') {
            setNotice(restartNotice(created));
            forgetAttempt(ORDER_FLOW);
            send(body);
            return;
          }
          setResuming(false);
          setOrder(created);
          // Nothing to charge: straight to the confirmation, as for an operator's immediate success (spec §4).
          if (next === 'confirm') {
            confirm(created, {}, 3000);
            return;
          }
          if (next === 'wait') {
            setWatched(ours?.payment_id ?? `found-${Date.now()}`);
            setStep(2);
          } else setStep(1);
        },
        onError: () => setResuming(false),
      },
    );
  };

  // Once, when the dialog opens.
  const resume = useEffectEvent(() => {
    if (resuming) send(orderBody(items, address, freeDish));
  });
  useEffect(() => resume(), []);

  const submitAddress = (e: FormEvent) => {
    e.preventDefault();
    const body = orderBody(items, address, freeDish);
    const parsed = orderCreateSchema.safeParse(body);
    if (!parsed.success) {
      const next: AddressErrors = {};
      let dishes: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        // The lines come from the cart (another tab may have emptied it): their error goes to the alert.
        if (field === 'dishes') dishes ??= issue.message;
        const key = field === 'latitude' || field === 'longitude' ? 'position' : field;
        if (typeof key === 'string' && key in emptyErrors && !next[key as keyof AddressErrors]) {
          next[key as keyof AddressErrors] = issue.message;
        }
      }
      setErrors(next);
      setDishesError(dishes);
      setFocusInvalid((n) => n + 1);
      return;
    }
    setErrors({});
    setDishesError(null);
    send(body);
  };

  const pay = ({ network, phone_number }: PaymentChoice) => {
    if (!order) return;
    // Noted before the request: closed or reloaded before the answer arrives, the checkout still knows that a
    // payment may be on its way for this order, and follows it rather than making a new order.
    noteAttempt(ORDER_FLOW, { phone: phone_number, network } satisfies PushedPayment);
    createPayment.mutate(
      { network, phone_number, order_id: order.order_id },
      {
        // Refused by the server (bad number, too many tries): nothing was pushed. A payment already in progress
        // (409) or PayGate out of reach (5xx) may still reach the phone, so the note stays.
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500 && error.status !== 409)
            noteAttempt(ORDER_FLOW, undefined);
        },
        onSuccess: (started) => {
          const payment: PushedPayment = {
            payment_id: started.payment_id,
            tx_reference: started.tx_reference,
            phone: phone_number,
            network,
          };
          setPushed(payment);
          // 'success' means the operator already confirmed: straight to step 4, redirect after 3 s (spec §4).
          if (started.status === 'success') {
            confirm(order, { transactionId: started.tx_reference, phone: phone_number }, 3000);
            return;
          }
          // Noted on the attempt: a close or a reload comes back to this wait instead of pushing again.
          noteAttempt(ORDER_FLOW, payment);
          setWatched(started.payment_id);
          setStep(2);
        },
      },
    );
  };

  const ended = polling.phase === 'refund_pending' || polling.phase === 'order_cancelled';
  const alert = dishesError ?? (createOrder.isError ? failureText(createOrder.error, orderError) : null);

  return (
    <>
      <StepIndicator steps={STEPS} current={step} />
      {step === 0 && resuming && (
        <div className="text-center py-4" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          Reprise du suivi de votre paiement...
        </div>
      )}
      {step === 0 && !resuming && (
        <form ref={form} noValidate onSubmit={submitAddress}>
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
          {alert && (
            <Alert variant="danger" className="mt-3 py-2" role="alert">
              {alert}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-100 mt-3"
            {...offline.buttonProps(createOrder.isPending)}
          >
            {createOrder.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Continuer vers le paiement
          </Button>
          {offline.hint}
        </form>
      )}
      {step === 1 && order && (
        <PaymentForm
          amount={order.total_price}
          defaultPhone={pushed?.phone ?? address.phone}
          defaultNetwork={pushed?.network}
          submitting={createPayment.isPending}
          error={createPayment.isError ? paymentFailureText(createPayment.error) : null}
          onSubmit={pay}
        >
          {notice && (
            <Alert variant="info" className="py-2 small">
              {notice}
            </Alert>
          )}
          <p className="small mb-2">
            Commande <strong>{order.code_commande}</strong> · {order.total_quantite} article
            {order.total_quantite > 1 ? 's' : ''} · livraison {order.title ?? address.title}
          </p>
          <OrderAmounts order={order} cartTotal={cartTotal(items)} />
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
          {!ended && (
            <p className="small text-body-secondary text-center mt-3 mb-0">
              Votre commande est enregistrée : vous pourrez aussi la payer plus tard depuis « Mes commandes ».
            </p>
          )}
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
