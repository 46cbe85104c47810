import { frenchMoment, frenchTime, type OrderSummary } from '@lome/shared';

/**
 * What an unpaid order still waits for (decision 0077): when it is for, and until when "Payer" holds (it expires
 * unpaid after that), or the number its prompt rang while one is under way.
 */
export function UnpaidNote({ order, now = new Date() }: { order: OrderSummary; now?: Date }) {
  const when = order.scheduled_for
    ? `Livraison prévue ${frenchMoment(new Date(order.scheduled_for), now)}`
    : 'Livraison dès que possible après le paiement';
  const prompt = order.payment_under_way;
  return (
    <p className="small mb-3" data-testid="unpaid-note">
      {when}
      <br />
      {prompt ? (
        <>Paiement en cours : demande envoyée au {prompt.phone_number}.</>
      ) : (
        order.expires_at && (
          <strong>À payer avant {frenchTime(new Date(order.expires_at))}, sinon elle sera annulée.</strong>
        )
      )}
    </p>
  );
}
