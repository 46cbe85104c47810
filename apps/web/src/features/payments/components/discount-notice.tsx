import Alert from 'react-bootstrap/Alert';
import { formatFcfa } from '@lome/shared';

/**
 * Shown by "Payer" when the server re-priced an unpaid order because a discount it held is no longer valid
 *: why, and the amount now charged.
 */
export function DiscountNotice({ notice, amount }: { notice?: string | null; amount: number }) {
  if (!notice) return null;
  return (
    <Alert variant="warning" className="py-2 small" data-testid="discount-notice">
      {notice} Nouveau montant : <strong>{formatFcfa(amount)}</strong>.
    </Alert>
  );
}
