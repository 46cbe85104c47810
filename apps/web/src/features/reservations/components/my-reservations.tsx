import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { formatFcfa, type ReservationSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { EmptyList, ListShell } from '@/components/ui/list-shell';
import { useFlash } from '@/lib/use-flash';
import { failureText } from '@/features/payments';
import { cancelReservationError, useCancelReservation } from '../api/cancel-reservation';
import { useReservations } from '../api/get-reservations';
import { CancelReservationDialog } from './cancel-reservation-dialog';
import { PayReservationDialog } from './pay-reservation-dialog';
import { ReservationCard } from './reservation-card';
import { ReservationPushOffer } from '@/features/push';

const SUCCESS_MS = 3000;

/** 'Mes réservations': the customer's reservations with status and payment, pay and cancel. */
export function MyReservations({ accountPhone }: { accountPhone: string }) {
  const reservations = useReservations();
  const cancel = useCancelReservation();
  const [payOf, setPayOf] = useState<ReservationSummary | null>(null);
  const [cancelOf, setCancelOf] = useState<ReservationSummary | null>(null);
  const [success, setSuccess] = useFlash<{ message: string; refund: number | null }>(SUCCESS_MS);
  const [error, setError] = useState<string | null>(null);

  const confirmCancel = () => {
    if (!cancelOf) return;
    setError(null);
    cancel.mutate(cancelOf.reservation_id, {
      onSuccess: ({ message, refund }) => {
        setCancelOf(null);
        setSuccess({ message, refund: refund?.amount ?? null });
      },
      onError: (e) => {
        setCancelOf(null);
        setError(failureText(e, cancelReservationError));
      },
    });
  };

  const all = reservations.data?.reservations ?? [];
  const now = new Date();

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 860 }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Mes réservations</h1>
        <Link to={paths.reservations} className="btn btn-outline-primary btn-sm">
          Réserver des plats
        </Link>
      </div>
      <ReservationPushOffer />
      {/* Fixed, so the answer is seen even when the reservation was far down the list. */}
      <div
        className="position-fixed bottom-0 start-50 translate-middle-x px-3 w-100"
        style={{ maxWidth: 480, zIndex: 1080 }}
        aria-live="polite"
      >
        {success && (
          <Alert variant="success" className="shadow" role="status">
            <div>{success.message}</div>
            {success.refund !== null && (
              <div className="small mt-1">
                Notre équipe vous remboursera {formatFcfa(success.refund)} par mobile money.
              </div>
            )}
          </Alert>
        )}
        {error && (
          <Alert
            variant="danger"
            className="shadow"
            dismissible
            closeLabel="Fermer"
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
      </div>
      <ListShell
        query={reservations}
        loadingLabel="Chargement des réservations"
        loadError="Erreur lors de la récupération de vos réservations"
        empty={
          all.length === 0 ? (
            <EmptyList
              text="Vous n'avez pas encore de réservation."
              to={paths.reservations}
              action="Réserver des plats"
            />
          ) : null
        }
      >
        <div className="d-grid gap-3">
          {all.map((r) => (
            <ReservationCard
              key={r.reservation_id}
              reservation={r}
              now={now}
              onPay={() => setPayOf(r)}
              onCancel={() => setCancelOf(r)}
            />
          ))}
        </div>
      </ListShell>
      <PayReservationDialog
        reservation={payOf}
        defaultPhone={payOf?.contact_phone || accountPhone}
        onHide={() => {
          setPayOf(null);
          // The payment may have moved while the dialog was open, or been left in progress.
          void reservations.refetch();
        }}
      />
      <CancelReservationDialog
        reservation={cancelOf}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onHide={() => setCancelOf(null)}
      />
    </div>
  );
}
