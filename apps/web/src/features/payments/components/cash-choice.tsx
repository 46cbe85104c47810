import Button from 'react-bootstrap/Button';
import { formatFcfa } from '@lome/shared';
import { useRestaurantStatus } from '@/features/kitchen';

/**
 * Cash beside FLOOZ and TMONEY ("Espèces à la livraison", "Espèces au retrait"), offered only while the
 * restaurant takes cash and the total is within its cap; the server checks both again.
 */
export function CashChoice({
  amount,
  label,
  note,
  pending,
  onChoose,
}: {
  amount: number;
  label: string;
  /** Who is paid and when, for `amount` formatted. */
  note: (amount: string) => string;
  pending: boolean;
  onChoose: () => void;
}) {
  const max = useRestaurantStatus()?.cash_max_amount ?? 0;
  if (max <= 0 || amount > max) return null;
  return (
    <div className="border-top mt-3 pt-3 text-center">
      <Button variant="outline-secondary" className="w-100" disabled={pending} onClick={onChoose}>
        {label}
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">{note(formatFcfa(amount))}</p>
    </div>
  );
}
