import Button from 'react-bootstrap/Button';
import { formatFcfa } from '@lome/shared';
import { useRestaurantStatus } from '@/features/kitchen';

/**
 * "Espèces à la livraison" beside FLOOZ and TMONEY, offered only while the restaurant takes cash and
 * the total is within its cap; the server checks both again.
 */
export function CashChoice({
  amount,
  pending,
  onChoose,
}: {
  amount: number;
  pending: boolean;
  onChoose: () => void;
}) {
  const max = useRestaurantStatus()?.cash_max_amount ?? 0;
  if (max <= 0 || amount > max) return null;
  return (
    <div className="border-top mt-3 pt-3 text-center">
      <Button variant="outline-secondary" className="w-100" disabled={pending} onClick={onChoose}>
        Espèces à la livraison
      </Button>
      <p className="small text-body-secondary mt-2 mb-0">
        Vous payez {formatFcfa(amount)} en espèces au livreur, à la réception.
      </p>
    </div>
  );
}
