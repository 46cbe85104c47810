import Button from 'react-bootstrap/Button';
import {
  formatFcfa,
  parseReservationDate,
  pickupPlaceLabels,
  reservationStatusLabels,
  reservationTransitions,
  type AdminReservation,
  type ReservationStatus,
  type StaffReservationStatus,
} from '@lome/shared';
import { SoldLineDetails } from '@/components/ui/sold-line-details';
import { telHref } from '@/lib/lome-time';
import { CashToCollect } from '../../orders/components/cash-collect';
import { UndoMoveButton } from '../../orders/components/undo-move-button';
import { PrintButton } from '../../ticket/components/print-button';
import { reservationTicket } from '../../ticket/lib/ticket-data';
import { useCollectReservationCash } from '../api/collect-reservation-cash';
import { pickupTime } from './reservation-days';

const statusBadge: Record<ReservationStatus, string> = {
  pending: 'secondary',
  confirmed: 'warning',
  ready: 'info',
  picked_up: 'success',
  no_show: 'dark',
  cancelled: 'dark',
};

const buttons: Record<StaffReservationStatus, { label: string; variant: string }> = {
  ready: { label: 'Prête à retirer', variant: 'primary' },
  picked_up: { label: 'Retirée', variant: 'success' },
  no_show: { label: 'Non retirée', variant: 'outline-dark' },
};

/**
 * The marks staff may make now: 'Retirée' once the reservation is ready (and its cash collected), 'Non retirée'
 * only once its pickup time has passed (the server checks both with its own clock). A cash one is prepared unpaid.
 */
export function markableMoves(r: AdminReservation, now: Date): StaffReservationStatus[] {
  if (!r.is_paid && !cashAtPickup(r)) return [];
  return reservationTransitions[r.status].filter(
    (to) =>
      (to !== 'picked_up' || (r.status === 'ready' && r.is_paid)) &&
      (to !== 'no_show' ||
        (parseReservationDate(r.reservation_date)?.getTime() ?? Infinity) <= now.getTime()),
  );
}

const cashAtPickup = (r: AdminReservation) => r.payment_method === 'cash';

/** One reservation at the counter: when, who (phone), what, paid or not, and the marks staff may make. */
export function AdminReservationCard({
  reservation: r,
  now,
  busy,
  onMark,
  onUndo,
}: {
  reservation: AdminReservation;
  now: Date;
  busy: boolean;
  /** 'Non retirée' is asked for confirmation by the caller. */
  onMark: (to: StaffReservationStatus) => void;
  onUndo?: () => void;
}) {
  const name = r.contact_name || [r.customer.firstname, r.customer.lastname].filter(Boolean).join(' ');
  const phone = r.contact_phone || r.customer.phone;
  const moves = markableMoves(r, now);
  const undo = onUndo && r.last_move ? r.last_move : null;
  return (
    <article className="card shadow-sm h-100" aria-label={`Réservation ${r.code}`}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <strong>
          {pickupTime(r.reservation_date)} · {r.code}
        </strong>
        <span className={`badge text-bg-${statusBadge[r.status]}`}>{reservationStatusLabels[r.status]}</span>
        <PrintButton ticket={() => reservationTicket(r)} />
      </div>
      <div className="card-body small">
        <p className="mb-1">
          <strong>{name}</strong>
          {phone && (
            <>
              {' · '}
              <a href={telHref(phone)}>{phone}</a>
            </>
          )}
        </p>
        <p className="mb-1">{pickupPlaceLabels[r.pickup_location]}</p>
        <ul className="mb-1 ps-3">
          {r.dishes.map((d, i) => (
            <li key={i}>
              {d.quantity} × {d.dish_name}
              <SoldLineDetails line={d} />
            </li>
          ))}
        </ul>
        {r.notes && <p className="mb-1 fst-italic">«&nbsp;{r.notes}&nbsp;»</p>}
        <p className="mb-0">
          {formatFcfa(r.total_price)} ·{' '}
          {r.is_paid ? 'Payée' : <strong className="text-danger">Non payée</strong>}
          {cashAtPickup(r) && ' · Espèces au retrait'}
        </p>
        {cashAtPickup(r) && !r.is_paid && r.status !== 'cancelled' && (
          <ReservationCash id={r.id} total={r.total_price} />
        )}
      </div>
      {(moves.length > 0 || undo) && (
        <div className="card-footer d-flex flex-wrap gap-2">
          {moves.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={buttons[to].variant}
              disabled={busy}
              onClick={() => onMark(to)}
            >
              {buttons[to].label}
            </Button>
          ))}
          {undo && onUndo && <UndoMoveButton key={undo.at} move={undo} busy={busy} onUndo={onUndo} />}
        </div>
      )}
    </article>
  );
}

/** "Espèces encaissées" for a reservation paid in cash at pickup (the orders board's form). */
function ReservationCash({ id, total }: { id: string; total: number }) {
  const collect = useCollectReservationCash(id);
  return <CashToCollect total={total} collect={collect} />;
}
