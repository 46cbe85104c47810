import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { formatFcfa, type AdminOrder } from '@lome/shared';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useCollectCash } from '../api/collect-cash';

/** A cash order still to collect: the amount, and "Espèces encaissées" with that amount prefilled. */
export function CashCollect({ order }: { order: AdminOrder }) {
  if (order.payment_method !== 'cash' || order.is_paid || order.status === 'cancelled') return null;
  return <OrderCashToCollect order={order} />;
}

function OrderCashToCollect({ order }: { order: AdminOrder }) {
  const collect = useCollectCash();
  return (
    <CashToCollect
      total={order.total_price}
      collect={{
        isPending: collect.isPending,
        error: collect.error,
        mutate: (amount) => collect.mutate({ orderId: order.order_id, amount }),
      }}
    />
  );
}

/**
 * The amount to collect and "Espèces encaissées", for an order or a reservation (`collect` records it): the amount
 * handed over may be more than the total, and the change to give back shows as it is typed.
 */
export function CashToCollect({
  total,
  collect,
}: {
  total: number;
  collect: { isPending: boolean; error: Error | null; mutate: (amount: number) => void };
}) {
  const [amount, setAmount] = useState<string | null>(null);
  // Re-priced while the form was open (a discount gone to another sale): the new amount is the one offered.
  const [offered, setOffered] = useState(total);
  if (offered !== total) {
    setOffered(total);
    if (amount !== null) setAmount(String(total));
  }
  // Handed over more than the total: the change to give back, recorded with the cash (decision 0071).
  const typed = amount === null ? NaN : Number(amount.replace(/\s/g, ''));
  const change = Number.isInteger(typed) ? typed - total : 0;
  const error = collect.error
    ? collect.error instanceof ApiError
      ? collect.error.message
      : errorMessage(undefined)
    : null;
  return (
    <div className="mt-2">
      <p className="mb-1 fw-semibold text-danger">À encaisser {formatFcfa(total)}</p>
      {amount === null ? (
        <Button size="sm" variant="success" onClick={() => setAmount(String(total))}>
          Espèces encaissées
        </Button>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            collect.mutate(Number(amount.replace(/\s/g, '')));
          }}
        >
          <InputGroup size="sm">
            <Form.Control
              aria-label="Montant encaissé"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <InputGroup.Text>FCFA</InputGroup.Text>
            <Button type="submit" variant="success" disabled={collect.isPending}>
              Confirmer
            </Button>
          </InputGroup>
          {change > 0 && (
            <p className="mb-0 mt-1 fw-semibold" role="status">
              À rendre : {formatFcfa(change)}
            </p>
          )}
          {error && <p className="text-danger mb-0 mt-1">{error}</p>}
        </form>
      )}
    </div>
  );
}
