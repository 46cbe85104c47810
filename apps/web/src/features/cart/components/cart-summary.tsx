import type { ReactNode } from 'react';
import { cartDishes, formatFcfa, type CartItem } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { apiFieldErrors } from '@/lib/form-errors';
import { offlineReasons } from '@/lib/use-online';
import { useOrderQuote } from '../api/get-order-quote';
import { useCart } from '../hooks/use-cart';
import { freeDishActions, useFreeDish, type AppliedFreeDish } from '../hooks/use-free-dish';
import { useDeliveryFee } from '../hooks/use-delivery-fee';
import { useDeliveryPoint } from '../hooks/use-delivery-address';
import { deliveryFeeText } from '../utils/delivery-fee-text';
import { orderDiscountRows } from '../utils/discount-rows';

export type CartMode = 'order' | 'reservation';

const feeLabel: Record<CartMode, string> = { order: 'Livraison', reservation: 'Frais de réservation' };
// Agrees with the label: 'Livraison : Gratuite', 'Frais de réservation : Offerts'.
const freeText: Record<string, string> = { Livraison: 'Gratuite', 'Frais de réservation': 'Offerts' };
const actionLabel: Record<CartMode, string> = { order: 'Commander', reservation: 'Réserver' };
// Ordering or reserving asks the server (prices, stock, payment): not offline, and the customer is told why.
const offlineReason: Record<CartMode, string> = {
  order: offlineReasons.order,
  reservation: offlineReasons.reserve,
};

type Props = {
  mode: CartMode;
  onSubmit: () => void;
  /** A signed-in customer's order is priced by the server with its discounts (free dish, newsletter 10%). */
  signedIn?: boolean;
  /** The signed-in account: its checkout's delivery point, once placed, prices the delivery (P3.3). */
  userId?: string;
  /** Said under the button: what arrives after the first paint goes below what can be tapped. */
  notice?: ReactNode;
};

/**
 * Item count and total. A signed-in customer's order shows the server's quote, discounts included (P1.2);
 * otherwise the browser's own sum, which the server recomputes at checkout. Reservations are free and never
 * discounted; delivery is shown as free (P3.3) until the server says otherwise.
 */
export function CartSummary({ mode, onSubmit, signedIn = false, userId, notice }: Props) {
  const { items, count, total } = useCart();
  const freeDish = useFreeDish();
  const offline = useOfflineGuard(offlineReason[mode]);
  const action = (
    <button
      type="button"
      className="btn btn-primary btn-lg w-100 mt-3"
      onClick={onSubmit}
      {...offline.buttonProps()}
    >
      {actionLabel[mode]}
    </button>
  );
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-3">Récapitulatif</h2>
        {signedIn && mode === 'order' ? (
          <QuotedAmounts
            items={items}
            count={count}
            localTotal={total}
            freeDish={freeDish}
            userId={userId}
            action={action}
          />
        ) : (
          <>
            <LocalAmounts mode={mode} count={count} total={total} />
            {action}
          </>
        )}
        {offline.hint}
        {notice}
      </div>
    </div>
  );
}

function LocalAmounts({ mode, count, total }: { mode: CartMode; count: number; total: number }) {
  const deliveryFee = useDeliveryFee();
  const fee = mode === 'order' ? (deliveryFee ?? 0) : 0;
  return <Amounts count={count} subtotal={total} feeLabel={feeLabel[mode]} fee={fee} total={total + fee} />;
}

type QuotedProps = {
  items: CartItem[];
  count: number;
  localTotal: number;
  freeDish: AppliedFreeDish | null;
  userId?: string;
  /** The order button: what the server says once its quote is back goes under it, never pushing it down. */
  action: ReactNode;
};

// Refusals about the delivery itself (P3.2): said under the amounts, the cart stays as it is.
const deliveryRefusals = new Set(['BELOW_MINIMUM_ORDER', 'OUT_OF_DELIVERY_ZONE']);

function QuotedAmounts({ items, count, localTotal, freeDish, userId, action }: QuotedProps) {
  const deliveryFee = useDeliveryFee();
  const point = useDeliveryPoint(userId);
  const quote = useOrderQuote({
    dishes: cartDishes(items),
    free_dish_credit_id: freeDish?.credit_id,
    free_dish_id: freeDish?.dish_id,
    ...(point ?? {}),
  });
  // A refused quote keeps no amounts of an earlier cart: the cart's own sum shows instead.
  const priced = quote.isError ? undefined : quote.data;
  // A credit refused by the server (expired, used elsewhere) is named, with a way to order without it.
  const errors = apiFieldErrors(quote.error);
  const creditError = errors.free_dish_credit_id ?? errors.free_dish_id;
  const refusal =
    quote.error instanceof ApiError && deliveryRefusals.has(quote.error.code ?? '')
      ? quote.error.message
      : null;

  const fallbackFee = deliveryFee ?? 0;
  const discounts = priced ? orderDiscountRows(priced.discounts, priced.free_dish?.dish_name) : [];
  return (
    <>
      <Amounts
        count={count}
        subtotal={priced?.dishes_total ?? localTotal}
        feeLabel={feeLabel.order}
        fee={priced?.delivery_price ?? fallbackFee}
        feeText={priced && deliveryFeeText(priced)}
        total={priced?.total_price ?? localTotal + fallbackFee}
      />
      {action}
      {discounts.length > 0 && <DiscountRows rows={discounts} />}
      {refusal && (
        <div
          className="alert alert-warning small py-2 mt-3 mb-0"
          role="status"
          data-testid="delivery-refusal"
        >
          {refusal}
        </div>
      )}
      {freeDish && creditError && (
        <div className="alert alert-warning small py-2 mt-3 mb-0" role="alert">
          <p className="mb-2">{creditError}</p>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={freeDishActions.drop}>
            Commander sans le plat offert
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The discounts the server's quote found (free dish, newsletter), said under 'Commander': they arrive after the
 * first paint, and rows added above the button would move it under a finger about to tap it.
 */
function DiscountRows({ rows }: { rows: { label: string; amount: number }[] }) {
  return (
    <dl className="small mt-3 mb-0" data-testid="cart-discounts">
      <dt className="fw-semibold mb-1">Réductions comprises dans le total</dt>
      {rows.map((d) => (
        <Row key={d.label} label={d.label} className="text-success">
          −{formatFcfa(d.amount)}
        </Row>
      ))}
    </dl>
  );
}

type AmountsProps = {
  count: number;
  subtotal: number;
  feeLabel: string;
  fee: number;
  /** Said instead of the fee alone: its distance, or that it depends on the address. */
  feeText?: string;
  total: number;
};

function Amounts({ count, subtotal, feeLabel, fee, feeText, total }: AmountsProps) {
  return (
    <dl className="mb-0">
      <Row label="Articles">{count}</Row>
      <Row label="Sous-total">{formatFcfa(subtotal)}</Row>
      <div className="d-flex justify-content-between mb-2">
        <dt className="fw-normal">{feeLabel}</dt>
        {feeText ? (
          <dd className="mb-0" data-testid="delivery-fee">
            {feeText}
          </dd>
        ) : fee > 0 ? (
          <dd className="mb-0">{formatFcfa(fee)}</dd>
        ) : (
          <dd className="mb-0 text-success fw-semibold">{freeText[feeLabel] ?? 'Gratuit'}</dd>
        )}
      </div>
      <div className="d-flex justify-content-between border-top pt-2 fs-5 fw-bold">
        <dt>Total</dt>
        <dd className="mb-0" data-testid="cart-total">
          {formatFcfa(total)}
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`d-flex justify-content-between mb-2 ${className ?? ''}`}>
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}
