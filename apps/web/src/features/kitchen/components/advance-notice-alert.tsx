import { noticePhrase } from '@lome/shared';
import { useNoticeDishes } from '../hooks/use-notice-dishes';

/** Said in the cart before checkout: a dish needing notice is delivered only in a slot booked that far ahead. */
export function AdvanceNoticeAlert({
  lines,
  className = '',
}: {
  lines: readonly { id: string }[];
  className?: string;
}) {
  const dishes = useNoticeDishes(lines);
  if (dishes.length === 0) return null;
  return (
    <div className={`alert alert-warning small py-2 ${className}`} role="note">
      {noticePhrase(dishes)} : programmez la livraison en finalisant la commande (la livraison «&nbsp;Dès que
      possible&nbsp;» n'est pas proposée).
    </div>
  );
}
