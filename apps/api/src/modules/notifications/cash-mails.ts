import { formatFcfa, type OrderDish } from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';
import { compose, hello, line, SIGNATURE, type Customer } from './mail-layout.js';
import {
  amountLines,
  dishLines,
  pickupMoment,
  pickupPlace,
  reservationsLink,
  trackLink,
  whenLines,
  type OrderFacts,
  type ReservationFacts,
} from './sale-mails.js';

/*
 * A cash sale is taken unpaid (decision 0051): nothing is paid, so no receipt says it was placed. These e-mails do,
 * when it is taken, with what to have ready in cash; the receipt follows once the cash is collected (decision 0074).
 */

/** A cash order taken: its code, when, its dishes and what to pay in cash at the door or the counter. */
export function cashOrderPlaced(
  customer: Customer,
  order: OrderFacts,
  dishes: OrderDish[],
  publicUrl: string,
  sentAt: Date,
): Mail {
  const due = order.is_delivery ? 'À payer en espèces à la livraison' : 'À payer en espèces au retrait';
  return compose(customer.email, `Commande ${order.code_commande} enregistrée – Chez Mama Lomé`, [
    hello(customer),
    [line(`Merci ! Votre commande ${order.code_commande} est enregistrée.`), ...whenLines(order, sentAt)],
    [line('Votre commande :', true), ...dishLines(dishes)],
    amountLines(order, due),
    [line('Le reçu vous sera envoyé une fois les espèces encaissées.')],
    [trackLink(publicUrl, order.order_id)],
    [line(SIGNATURE)],
  ]);
}

/** A reservation to pay in cash at pickup: its code, pickup, dishes and the amount to have ready. */
export function cashReservationPlaced(
  customer: Customer,
  reservation: ReservationFacts,
  dishes: OrderDish[],
  publicUrl: string,
): Mail {
  return compose(customer.email, `Réservation ${reservation.code} enregistrée – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Merci ! Votre réservation ${reservation.code} est enregistrée.`),
      line(
        `Retrait ${pickupPlace(reservation.pickup_location)} ${pickupMoment(reservation.reservation_date)}.`,
        true,
      ),
    ],
    [line('Votre réservation :', true), ...dishLines(dishes)],
    [line(`À payer en espèces au retrait : ${formatFcfa(reservation.total_price)}`, true)],
    [line('Le reçu vous sera envoyé une fois les espèces encaissées.')],
    [reservationsLink(publicUrl)],
    [line(SIGNATURE)],
  ]);
}
