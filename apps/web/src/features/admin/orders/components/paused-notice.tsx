import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { useQueryClient } from '@tanstack/react-query';
import { frenchTime, type RestaurantStatus } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { kitchenStatusKey } from '../api/get-restaurant-status';
import { useResumeOrders } from '../api/resume-orders';
import { useNow } from '@/lib/use-now';

/** '14 min 05 s', '1 h 02 min'. */
export function timeLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  return `${m} min ${String(s % 60).padStart(2, '0')} s`;
}

/** While ASAP orders are paused: how long is left (ticking), the message customers read, and 'Reprendre'. */
export function PausedNotice({ status }: { status: RestaurantStatus }) {
  const now = useNow(1000);
  const resume = useResumeOrders();
  const queryClient = useQueryClient();
  const until = status.paused_until ? new Date(status.paused_until) : null;
  const left = until ? until.getTime() - now.getTime() : null;
  const over = left !== null && left <= 0;
  // The pause lifts by itself on the server: read the status again when it should have.
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: kitchenStatusKey });
  }, [over, queryClient]);

  return (
    // Not a live region: the countdown would be read out every second.
    <div
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
      data-testid="kitchen-paused"
    >
      <div className="me-auto">
        <strong>Commandes en pause</strong>
        <span data-testid="pause-left">
          {' · '}
          {until && left !== null
            ? `reprise automatique dans ${timeLeft(left)} (vers ${frenchTime(until)})`
            : 'jusqu’à la reprise'}
        </span>
        {status.pause_message && (
          <div className="small">Message aux clients : «&nbsp;{status.pause_message}&nbsp;»</div>
        )}
        {resume.isError && (
          <div className="small text-danger" role="alert">
            {errorText(resume.error, 'Les commandes n’ont pas pu reprendre.')}
          </div>
        )}
      </div>
      <Button variant="success" disabled={resume.isPending} onClick={() => resume.mutate()}>
        Reprendre
      </Button>
    </div>
  );
}
