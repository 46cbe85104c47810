import {
  formatHour,
  formatFcfa,
  frenchLongDate,
  frenchMoment,
  frenchTime,
  ORDER_STATUSES_IN_KITCHEN,
  pickupPlaceLabels,
  soldLineDetails,
  type OrderDish,
  type OrderStatus,
  type PickupLocation,
} from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';
import { compose, detail, hello, line, link, SIGNATURE, type Customer, type Line } from './mail-layout.js';

/** '2 × Fufu sauce arachide : 5 000 FCFA' per dish, then its choices with their price changes and its note. */
export const dishLines = (dishes: OrderDish[]): Line[] =>
  dishes.flatMap((d) => [
    line(`${d.quantity} × ${d.dish_name} : ${formatFcfa(d.quantity * d.price_per_unit)}`),
    ...soldLineDetails(d, true).map(detail),
  ]);

/** 'YYYY-MM-DD HH:mm:ss' (Lomé time) as 'le 24/11/2026 à 12h30': times are written one way on every page and mail. */
export const pickupMoment = (date: string) => {
  const [day = '', time = ''] = date.split(' ');
  const [y, m, d] = day.split('-');
  return `le ${d}/${m}/${y} à ${formatHour(time.slice(0, 5))}`;
};

export const pickupPlace = (location: string) => (location === 'drive' ? 'au drive' : 'au restaurant');

/** What an order's e-mails tell: its code, amounts, where it goes and when. */
export type OrderFacts = {
  order_id: string;
  code_commande: string;
  status: OrderStatus;
  is_delivery: boolean;
  pickup_location?: PickupLocation | null;
  dishes_total: number;
  delivery_price: number;
  discount_amount: number;
  total_price: number;
  scheduled_for?: string | null;
  estimated_at?: string | null;
};

/**
 * When the customer gets their meal (each moment written by `moment`: 'aujourd'hui à 13h05' unless told): the time promised while the order is in the kitchen ('Livraison prévue …',
 * 'Retrait au restaurant prévu …'), that it was delivered or picked up once it was; nothing while it is on its way.
 */
export function whenLines(
  order: OrderFacts,
  sentAt: Date,
  moment: (date: Date) => string = (date) => frenchMoment(date, sentAt),
): Line[] {
  if (order.status === 'delivered') {
    return [line(order.is_delivery ? 'Votre commande vous a été livrée.' : 'Votre commande a été retirée.')];
  }
  if (!order.estimated_at || !ORDER_STATUSES_IN_KITCHEN.includes(order.status)) return [];
  const when = moment(new Date(order.estimated_at));
  const scheduled = !!order.scheduled_for;
  const text = order.is_delivery
    ? `${scheduled ? 'Livraison programmée' : 'Livraison prévue'} ${when}.`
    : `${pickupPlaceLabels[order.pickup_location ?? 'restaurant']} ${scheduled ? 'programmé' : 'prévu'} ${when}.`;
  return [line(text, true)];
}

/** The dishes, the discount and the delivery fee, then the total as `totalLabel` says it. */
export function amountLines(order: OrderFacts, totalLabel: string): Line[] {
  const amounts = [line(`Plats : ${formatFcfa(order.dishes_total)}`)];
  if (order.discount_amount > 0) amounts.push(line(`Remise : -${formatFcfa(order.discount_amount)}`));
  if (order.delivery_price > 0) amounts.push(line(`Livraison : ${formatFcfa(order.delivery_price)}`));
  amounts.push(line(`${totalLabel} : ${formatFcfa(order.total_price)}`, true));
  return amounts;
}

export const trackLink = (publicUrl: string, orderId: string) =>
  link('Suivre votre commande', `${publicUrl}/orders/track?id=${encodeURIComponent(orderId)}`);

/** 'le 28 novembre 2026 à 13h05': a receipt is read days later, when "aujourd'hui" would say nothing. */
const datedMoment = (date: Date) => `le ${frenchLongDate(date)} à ${frenchTime(date)}`;

/** Receipt of a paid order: its code, the day it was paid, dishes, amounts and the total paid. */
export function orderReceipt(
  customer: Customer,
  order: OrderFacts,
  dishes: OrderDish[],
  publicUrl: string,
  sentAt: Date = new Date(),
  opts: { invoice?: boolean } = {},
): Mail {
  return compose(customer.email, `Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Merci ! Le paiement de votre commande ${order.code_commande} est confirmé.`),
      line(`Payée ${datedMoment(sentAt)}.`),
      ...whenLines(order, sentAt, datedMoment),
    ],
    [line('Votre commande :', true), ...dishLines(dishes)],
    amountLines(order, 'Total payé'),
    [trackLink(publicUrl, order.order_id)],
    // The PDF is attached when the mail leaves (decision 0048); the link stays for later downloads.
    ...(opts.invoice
      ? [
          [
            line(
              'Votre facture est jointe à cet e-mail (PDF) et reste disponible dans Mes commandes ' +
                '(bouton « Télécharger la facture »).',
            ),
            link('Télécharger la facture', `${publicUrl}/orders`),
          ],
        ]
      : []),
    [line(SIGNATURE)],
  ]);
}

/** Notice that a paid order left the kitchen with the delivery person, or, picked up, that it is ready. */
export function orderInDelivery(
  customer: Customer,
  order: Pick<OrderFacts, 'order_id' | 'code_commande' | 'is_delivery' | 'pickup_location'> & {
    description_address: string | null;
  },
  publicUrl: string,
): Mail {
  if (!order.is_delivery) {
    const place = pickupPlace(order.pickup_location ?? 'restaurant');
    return compose(
      customer.email,
      `Votre commande ${order.code_commande} est prête à retirer – Chez Mama Lomé`,
      [
        hello(customer),
        [line(`Votre commande ${order.code_commande} est prête : elle vous attend ${place}.`)],
        [trackLink(publicUrl, order.order_id)],
        [line(SIGNATURE)],
      ],
    );
  }
  const where = order.description_address ? ` (${order.description_address})` : '';
  return compose(customer.email, `Votre commande ${order.code_commande} est en livraison – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Bonne nouvelle : votre commande ${order.code_commande} est en livraison.`),
      line(`Notre livreur est en route vers votre adresse${where}. Gardez votre téléphone à portée de main.`),
    ],
    [trackLink(publicUrl, order.order_id)],
    [line(SIGNATURE)],
  ]);
}

export type ReservationFacts = {
  code: string;
  reservation_date: string;
  pickup_location: string;
  total_price: number;
};

export const reservationsLink = (publicUrl: string) =>
  link('Voir mes réservations', `${publicUrl}/mes-reservations`);

/** Receipt of a paid reservation: its code, pickup, dishes and the total paid. */
export function reservationReceipt(
  customer: Customer,
  reservation: ReservationFacts,
  dishes: OrderDish[],
  publicUrl: string,
  opts: { invoice?: boolean } = {},
): Mail {
  return compose(customer.email, `Reçu de votre réservation ${reservation.code} – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Merci ! Le paiement de votre réservation ${reservation.code} est confirmé.`),
      line(
        `Retrait ${pickupPlace(reservation.pickup_location)} ${pickupMoment(reservation.reservation_date)}.`,
      ),
    ],
    [line('Votre réservation :', true), ...dishLines(dishes)],
    [line(`Total payé : ${formatFcfa(reservation.total_price)}`, true)],
    [reservationsLink(publicUrl)],
    ...(opts.invoice ? [[line('Votre facture est jointe à cet e-mail (PDF).')]] : []),
    [line(SIGNATURE)],
  ]);
}

/** Notice that a paid reservation is ready at the counter. */
export function reservationReady(customer: Customer, reservation: ReservationFacts, publicUrl: string): Mail {
  return compose(
    customer.email,
    `Votre réservation ${reservation.code} est prête à retirer – Chez Mama Lomé`,
    [
      hello(customer),
      [
        line(
          `Votre réservation ${reservation.code} est prête à retirer ${pickupPlace(reservation.pickup_location)}.`,
        ),
        line(
          `Retrait prévu ${pickupMoment(reservation.reservation_date)} : présentez le code ${reservation.code} ` +
            'au comptoir.',
        ),
      ],
      [reservationsLink(publicUrl)],
      [line(SIGNATURE)],
    ],
  );
}

/** A cancelled order, with its reason and the refund it is owed when it was paid (P2.6, P4.8). */
export function orderCancelled(
  customer: Customer,
  order: { order_id: string; code_commande: string },
  facts: { reason: string | null; refundAmount: number },
  publicUrl: string,
  opts: { creditNote?: boolean } = {},
): Mail {
  const refund =
    facts.refundAmount > 0
      ? [
          line(
            `Le montant payé, ${formatFcfa(facts.refundAmount)}, vous sera remboursé sur le numéro qui a payé. ` +
              'Vous suivez le remboursement sur la page de la commande.',
          ),
        ]
      : [];
  return compose(customer.email, `Votre commande ${order.code_commande} est annulée – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Votre commande ${order.code_commande} a été annulée.`),
      ...(facts.reason ? [line(`Motif : ${facts.reason}.`)] : []),
      ...refund,
    ],
    [link('Voir la commande', `${publicUrl}/orders/track?id=${encodeURIComponent(order.order_id)}`)],
    // The PDF is attached when the mail leaves, like the receipt's invoice (decision 0048).
    ...(opts.creditNote
      ? [[line("L'avoir qui annule la facture de cette commande est joint à cet e-mail (PDF).")]]
      : []),
    [line(SIGNATURE)],
  ]);
}

/** To the admins: a paid order nobody accepted in time (P4.8). */
export function orderNotAccepted(
  to: string,
  order: { code_commande: string; total_price: number; waitingMinutes: number },
  publicUrl: string,
): Mail {
  return compose(to, `Commande ${order.code_commande} payée mais pas encore acceptée`, [
    [
      line(
        `La commande ${order.code_commande} (${formatFcfa(order.total_price)}) est payée et attend depuis ` +
          `${order.waitingMinutes} minutes que quelqu'un l'accepte.`,
        true,
      ),
      line('Sans réponse, elle sera annulée automatiquement et son client remboursé.'),
    ],
    [link('Ouvrir le tableau des commandes', `${publicUrl}/admin`)],
  ]);
}

/** A refund staff paid back by mobile money. */
export function refundSettled(
  customer: Customer,
  facts: { code: string; amount: number; reference: string; phone: string | null; trackUrl: string },
): Mail {
  const to = facts.phone ? ` sur le ${facts.phone}` : '';
  return compose(customer.email, `Remboursement de ${facts.code} effectué – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Nous vous avons remboursé ${formatFcfa(facts.amount)}${to} pour ${facts.code}.`, true),
      line(`Référence du remboursement : ${facts.reference}`),
    ],
    [link('Voir le détail', facts.trackUrl)],
    [line(SIGNATURE)],
  ]);
}
