import Alert from 'react-bootstrap/Alert';
import { formatFcfa, formatKm } from '@lome/shared';
import { ApiError } from '@/lib/api-client';
import { useStaffQuote } from '../api/get-staff-quote';
import { staffQuoteBody, type NewOrderDraft } from '../hooks/use-new-order-form';

/** One line of the amounts: a label and its figure. */
function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`d-flex justify-content-between${strong ? ' fw-bold border-top pt-1' : ''}`}>
      <dt className={strong ? '' : 'fw-normal'}>{label}</dt>
      <dd className="mb-0">{value}</dd>
    </div>
  );
}

/**
 * What the caller will be asked to pay, priced by the server as the order will be (the fee of the point's
 * distance band, the caller's discounts), read out before the push.
 */
export function NewOrderTotal({ draft }: { draft: NewOrderDraft }) {
  const body = staffQuoteBody(draft);
  const quote = useStaffQuote(body);
  if (!body) return null;
  if (quote.error) {
    const message =
      quote.error instanceof ApiError ? quote.error.message : 'Total indisponible pour le moment.';
    return (
      <Alert variant="warning" className="py-2" role="status">
        {message}
      </Alert>
    );
  }
  const q = quote.data;
  if (!q) return null;
  const delivery =
    q.distance_m == null && q.delivery_by_distance
      ? 'Selon le point de livraison'
      : `${formatFcfa(q.delivery_price)}${q.distance_m != null ? ` (${formatKm(q.distance_m)})` : ''}`;
  return (
    <dl className="border rounded p-2 mb-3" aria-label="Montant à payer" aria-live="polite">
      <Amount label="Plats" value={formatFcfa(q.dishes_total)} />
      {draft.mode === 'delivery' && <Amount label="Livraison" value={delivery} />}
      {q.discount_amount > 0 && <Amount label="Remise" value={`- ${formatFcfa(q.discount_amount)}`} />}
      <Amount label="Total à payer" value={formatFcfa(q.total_price)} strong />
    </dl>
  );
}
