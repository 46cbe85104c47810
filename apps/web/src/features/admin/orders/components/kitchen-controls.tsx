import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { errorText } from '@/lib/form-errors';
import { useKitchenStatus } from '../api/get-restaurant-status';
import { PauseDialog } from './pause-dialog';
import { PausedNotice } from './paused-notice';
import { RushSwitch } from './rush-switch';

/**
 * The kitchen's switches on the board: what customers read about ordering now, a pause of ASAP
 * orders (time left and message while it lasts, 'Reprendre'), and rush mode.
 */
export function KitchenControls() {
  const status = useKitchenStatus();
  const [pausing, setPausing] = useState(false);
  if (status.isPending) return null;
  if (status.isError) {
    return (
      <Alert variant="warning" className="py-2">
        {errorText(status.error, 'L’état de la cuisine n’a pas pu être lu.')}{' '}
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => void status.refetch()}>
          Réessayer
        </Button>
      </Alert>
    );
  }
  const kitchen = status.data;
  return (
    <section className="mb-3" aria-label="Cuisine">
      {kitchen.paused && <PausedNotice status={kitchen} />}
      <div className="d-flex flex-wrap align-items-center gap-3">
        {!kitchen.paused && (
          <Button variant="outline-danger" onClick={() => setPausing(true)}>
            Pause des commandes
          </Button>
        )}
        <RushSwitch on={!!kitchen.rush} />
        <small className="text-body-secondary ms-md-auto" data-testid="kitchen-message">
          Ce que voient les clients : {kitchen.message}
        </small>
      </div>
      {pausing && <PauseDialog onHide={() => setPausing(false)} />}
    </section>
  );
}
