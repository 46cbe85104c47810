import { ADVANCE_NOTICE_HOURS } from '@lome/shared';
import { useNoticeDishes } from '../hooks/use-notice-dishes';

const frenchList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;

/** Said in the cart before checkout: a dish needing notice is delivered only in a slot booked 24 h ahead. */
export function AdvanceNoticeAlert({
  lines,
  className = '',
}: {
  lines: readonly { id: string }[];
  className?: string;
}) {
  const names = useNoticeDishes(lines);
  if (names.length === 0) return null;
  return (
    <div className={`alert alert-warning small py-2 ${className}`} role="note">
      {frenchList(names)} {names.length > 1 ? 'se commandent' : 'se commande'} {ADVANCE_NOTICE_HOURS} h à
      l'avance : programmez la livraison au moins {ADVANCE_NOTICE_HOURS} h à l'avance en finalisant la
      commande (la livraison «&nbsp;Dès que possible&nbsp;» n'est pas proposée).
    </div>
  );
}
