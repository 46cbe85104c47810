import { formatFcfa, type ReservationSummary } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Code } from '@/components/ui/code';

type Props = {
  reservation: ReservationSummary | null;
  pending: boolean;
  onConfirm: () => void;
  onHide: () => void;
};

/** The confirmation asked before cancelling a reservation, as for an order. */
export function CancelReservationDialog({ reservation, pending, onConfirm, onHide }: Props) {
  return (
    <ConfirmDialog
      show={reservation !== null}
      titleId="cancel-reservation-title"
      title={
        <>
          Annuler la réservation <Code>{reservation?.code}</Code>
        </>
      }
      keepLabel="Non, la garder"
      confirmLabel="Oui, annuler"
      pending={pending}
      onConfirm={onConfirm}
      onHide={onHide}
    >
      <p className="mb-0">Êtes-vous sûr de vouloir annuler cette réservation ?</p>
      {reservation?.is_paid && (
        <p className="small text-body-secondary mt-2 mb-0">
          Elle est déjà payée : notre équipe vous remboursera {formatFcfa(reservation.total_price)} par mobile
          money.
        </p>
      )}
    </ConfirmDialog>
  );
}
