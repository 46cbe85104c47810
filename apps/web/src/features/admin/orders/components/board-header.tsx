import Button from 'react-bootstrap/Button';
import { NewOrderButton } from './new-order-button';
import { useOrderLive } from './order-live-provider';

/** The board's title row: the new-order button, whether the live stream is open, and the sound switch. */
export function BoardHeader() {
  const { stream, soundOn, enableSound } = useOrderLive();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h1 className="h3 mb-0 me-auto">Commandes en direct</h1>
      <NewOrderButton />
      <span className={`badge ${stream === 'open' ? 'text-bg-success' : 'text-bg-warning'}`} role="status">
        {stream === 'open' ? 'En direct' : 'Reconnexion…'}
      </span>
      {!soundOn && (
        <Button variant="outline-primary" size="sm" onClick={enableSound}>
          Activer le son
        </Button>
      )}
    </div>
  );
}
