import { formatFcfa, reservationStatusLabels, type ReservationDetail } from '@lome/shared';
import { paymentBadgeOf, isExpired } from '@/features/payments';
import { formatPickup, pickupLabels } from '../lib/pickup-labels';
import { Code } from '@/components/ui/code';
import { SoldLineDetails } from '@/components/ui/sold-line-details';

/** The reservation as booked: its code, status and payment badges, the pickup, the dishes and the total. */
export function ReservationDetails({ detail }: { detail: ReservationDetail }) {
  const { reservation, dishes } = detail;
  const badge = paymentBadgeOf(detail.payment_status, reservation.status === 'cancelled', reservation.refund);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <span className="fw-semibold">
          Réservation <Code>{reservation.code}</Code>
        </span>
        <span className="badge text-bg-light border">
          {isExpired(reservation) ? 'Expirée' : reservationStatusLabels[reservation.status]}
        </span>
        {badge && (
          <span className={`badge text-bg-${badge.variant}`} data-testid="reservation-payment-status">
            {badge.label}
          </span>
        )}
      </div>
      <p className="mb-3">
        Retrait {pickupLabels[reservation.pickup_location].toLowerCase()}{' '}
        <strong>{formatPickup(reservation.reservation_date)}</strong>
      </p>
      <ul className="list-group mb-3">
        {dishes.map((d, i) => (
          <li key={i} className="list-group-item d-flex justify-content-between gap-2">
            <span>
              {d.dish_name} <span className="text-body-secondary">× {d.quantity}</span>
              <SoldLineDetails line={d} withPrices />
            </span>
            <span className="text-nowrap">{formatFcfa(d.price_per_unit * d.quantity)}</span>
          </li>
        ))}
        <li className="list-group-item d-flex justify-content-between fw-bold">
          <span>Total</span>
          <span>{formatFcfa(reservation.total_price)}</span>
        </li>
      </ul>
      {reservation.notes && <p className="small text-body-secondary">Remarques : {reservation.notes}</p>}
    </>
  );
}
