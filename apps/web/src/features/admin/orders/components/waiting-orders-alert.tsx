import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { alarmTitle } from '../lib/alarm-orders';
import { cardAnchor } from '../lib/board-order';
import { useOrderLive } from './order-live-provider';

/**
 * The board's alarm: amber while paid orders wait to be accepted, red once one waited too long. When the board's
 * filters hide a ringing order, one tap shows every order to accept.
 */
export function WaitingOrdersAlert({ hidden, onShowAll }: { hidden: boolean; onShowAll: () => void }) {
  const { waiting, late } = useOrderLive();
  if (waiting.length === 0) return null;
  return (
    <Alert
      variant={late.length > 0 ? 'danger' : 'warning'}
      className="d-flex flex-wrap align-items-center gap-2 board-ringing"
      role="alert"
    >
      <span aria-hidden="true">🔔</span>
      <strong>{alarmTitle(waiting.length, late.length)}</strong>
      <span className="ms-auto small d-flex flex-wrap gap-2">
        {waiting.map((o) => (
          // Each code leads to its card, first on the board (boardOrder).
          <a key={o.order_id} href={`#${cardAnchor(o.order_id)}`} className="link-dark text-nowrap">
            {o.code_commande}
          </a>
        ))}
      </span>
      {hidden && (
        <Button variant="danger" size="sm" onClick={onShowAll}>
          Voir les commandes à accepter
        </Button>
      )}
    </Alert>
  );
}
