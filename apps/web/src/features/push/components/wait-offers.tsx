import { PushSwitch } from './push-switch';

const offer = 'Me prévenir sur ce téléphone';

/** Where a customer waits for an order (its confirmation, /orders, its tracking): its moves on this phone. */
export function OrderPushOffer() {
  return (
    <PushSwitch
      offer={offer}
      onText="Vous serez prévenu sur ce téléphone de l'avancée de votre commande."
      hint="Une notification quand votre commande est acceptée, part avec le livreur et arrive."
    />
  );
}

/** Where a customer waits for a reservation (its confirmation, /mes-reservations): told when it is ready. */
export function ReservationPushOffer() {
  return (
    <PushSwitch
      offer={offer}
      onText="Vous serez prévenu sur ce téléphone quand votre réservation sera prête."
      hint="Une notification quand votre réservation vous attend au restaurant."
    />
  );
}
