import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { restaurant } from '@lome/shared';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { AdminReservation, StaffReservationStatus } from '@lome/shared';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNow } from '@/lib/use-now';
import { useAdminReservations } from '../api/get-admin-reservations';
import { useSetReservationStatus } from '../api/set-reservation-status';
import { useUndoReservationMove } from '../api/undo-reservation-move';
import { AdminReservationCard } from './admin-reservation-card';
import { PreparationSummary } from './preparation-summary';
import { ReservationsToolbar } from './reservations-toolbar';
import { dayLabel, todayInLome } from './reservation-days';

/** Groups reservations (soonest first) by their day. */
function byDay(reservations: AdminReservation[]): [string, AdminReservation[]][] {
  const days = new Map<string, AdminReservation[]>();
  for (const r of reservations) {
    const day = r.reservation_date.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), r]);
  }
  return [...days.entries()];
}

/** /admin/reservations: today's and the coming days' pickups, what to prepare, and the counter's marks. */
export function ReservationsAdmin() {
  const [days, setDays] = useState(7);
  const [hideDone, setHideDone] = useState(true);
  const list = useAdminReservations({ from: todayInLome(), days });
  const mark = useSetReservationStatus();
  const undo = useUndoReservationMove();
  const [error, setError] = useState<string | null>(null);
  // 'Non retirée' is asked again first: it cannot be seen from the counter whether the customer is on the way.
  const [noShowOf, setNoShowOf] = useState<AdminReservation | null>(null);
  // Marks that depend on the pickup time appear when it passes; the undo button counts its own seconds.
  const now = useNow(30_000);

  const onError = (e: Error) => setError(e instanceof ApiError ? e.message : errorMessage(undefined));
  const onMark = (id: string, status: StaffReservationStatus) => {
    setError(null);
    mark.mutate({ id, status }, { onError, onSettled: () => setNoShowOf(null) });
  };
  const onUndo = (id: string) => {
    setError(null);
    undo.mutate(id, { onError });
  };

  // A reservation just marked stays in sight while its mark can be taken back.
  const undoable = (r: AdminReservation) =>
    !!r.last_move && Date.parse(r.last_move.undo_until) > now.getTime();
  const shown = (list.data?.reservations ?? []).filter(
    (r) => !hideDone || !['picked_up', 'no_show', 'cancelled'].includes(r.status) || undoable(r),
  );
  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <title>{`Réservations — Espace restaurant — ${restaurant.name}`}</title>
      <ReservationsToolbar days={days} onDays={setDays} hideDone={hideDone} onHideDone={setHideDone} />
      {error && (
        <Alert variant="danger" dismissible onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {list.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : list.isError ? (
        <Alert variant="danger">
          {errorMessage(undefined, list.error.message)}{' '}
          <Button variant="link" onClick={() => void list.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <>
          <h2 className="h5">Plats à préparer</h2>
          <PreparationSummary days={list.data.preparation} />
          {shown.length === 0 ? (
            <p className="text-body-secondary">Aucune réservation à venir sur cette période.</p>
          ) : (
            byDay(shown).map(([day, reservations]) => (
              <section key={day} className="mb-4" aria-labelledby={`day-${day}`}>
                <h2 className="h5" id={`day-${day}`}>
                  {dayLabel(day)}
                </h2>
                <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
                  {reservations.map((r) => (
                    <div className="col" key={r.id}>
                      <AdminReservationCard
                        reservation={r}
                        now={now}
                        busy={
                          (mark.isPending && mark.variables?.id === r.id) ||
                          (undo.isPending && undo.variables === r.id)
                        }
                        onMark={(to) => (to === 'no_show' ? setNoShowOf(r) : onMark(r.id, to))}
                        onUndo={() => onUndo(r.id)}
                      />
                    </div>
                  ))}
                </div>
              </section>
            ))
          )}
        </>
      )}
      <ConfirmDialog
        show={noShowOf !== null}
        titleId="no-show-title"
        title={`Réservation ${noShowOf?.code ?? ''} non retirée ?`}
        keepLabel="Retour"
        confirmLabel="Confirmer : non retirée"
        pending={mark.isPending}
        onConfirm={() => noShowOf && onMark(noShowOf.id, 'no_show')}
        onHide={() => setNoShowOf(null)}
      >
        Le client n'est pas venu chercher ses plats. Vous pourrez annuler cette action pendant 60 secondes.
      </ConfirmDialog>
    </div>
  );
}
