import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { alarmTitle } from '../lib/alarm-orders';
import { cardAnchor } from '../lib/board-order';
import { useOrderLive } from './order-live-provider';
import './order-board.css';

/**
 * Outside the board, a paid order waiting to be accepted still shows (and rings, see OrderLiveProvider): staff
 * preparing pickups on Réservations must not miss it. One tap goes back to the board.
 */
export function WaitingOrdersBanner() {
  const { waiting, late, soundOn, enableSound } = useOrderLive();
  if (waiting.length === 0) return null;
  return (
    <Alert
      variant={late.length > 0 ? 'danger' : 'warning'}
      className="d-flex flex-wrap align-items-center gap-2 m-3 mb-0 board-ringing"
      // A status, not an alert: it stays over every section while the order waits (the sound does the
      // interrupting), and the section's own alerts ('Article publié.') remain the page's alerts.
      role="status"
    >
      <span aria-hidden="true">🔔</span>
      <strong>{alarmTitle(waiting.length, late.length)}</strong>
      <span className="small d-flex flex-wrap gap-2">
        {waiting.map((o) => (
          <Link
            key={o.order_id}
            to={`${paths.admin}#${cardAnchor(o.order_id)}`}
            className="link-dark text-nowrap"
          >
            {o.code_commande}
          </Link>
        ))}
      </span>
      <span className="ms-auto d-flex gap-2">
        {!soundOn && (
          <Button variant="outline-dark" size="sm" onClick={enableSound}>
            Activer le son
          </Button>
        )}
        <Link to={paths.admin} className="btn btn-danger btn-sm">
          Voir les commandes
        </Link>
      </span>
    </Alert>
  );
}
