import { formatFcfa, frenchLongDate, frenchTime, type OrderDish } from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';
import { compose, hello, line, link, SIGNATURE, type Customer, type Line } from './mail-layout.js';

/** '2 × Fufu sauce arachide : 5 000 FCFA' per dish. */
const dishLines = (dishes: OrderDish[]): Line[] =>
  dishes.map((d) => line(`${d.quantity} × ${d.dish_name} : ${formatFcfa(d.quantity * d.price_per_unit)}`));

/** 'YYYY-MM-DD HH:mm:ss' (Lomé time) as 'le 24/11/2026 à 12:30'. */
const pickupMoment = (date: string) => {
  const [day = '', time = ''] = date.split(' ');
  const [y, m, d] = day.split('-');
  return `le ${d}/${m}/${y} à ${time.slice(0, 5)}`;
};

const pickupPlace = (location: string) => (location === 'drive' ? 'au drive' : 'au restaurant');

/** 'le 28 novembre 2026 à 13h05': a receipt is read days later, when "aujourd'hui" would say nothing. */
const datedMoment = (date: Date) => `le ${frenchLongDate(date)} à ${frenchTime(date)}`;

/** Receipt of a paid order: its code, the day it was paid, dishes, amounts and the total paid. */
export function orderReceipt(
  customer: Customer,
  order: {
    order_id: string;
    code_commande: string;
    dishes_total: number;
    delivery_price: number;
    discount_amount: number;
    total_price: number;
    scheduled_for?: string | null;
    estimated_at?: string | null;
  },
  dishes: OrderDish[],
  publicUrl: string,
  sentAt: Date = new Date(),
  opts: { invoice?: boolean } = {},
): Mail {
  const amounts = [line(`Plats : ${formatFcfa(order.dishes_total)}`)];
  if (order.discount_amount > 0) amounts.push(line(`Remise : -${formatFcfa(order.discount_amount)}`));
  if (order.delivery_price > 0) amounts.push(line(`Livraison : ${formatFcfa(order.delivery_price)}`));
  amounts.push(line(`Total payé : ${formatFcfa(order.total_price)}`, true));
  return compose(customer.email, `Reçu de votre commande ${order.code_commande} – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Merci ! Le paiement de votre commande ${order.code_commande} est confirmé.`),
      line(`Payée ${datedMoment(sentAt)}.`),
      ...(order.estimated_at
        ? [
            line(
              `${order.scheduled_for ? 'Livraison programmée' : 'Livraison prévue'} ` +
                `${datedMoment(new Date(order.estimated_at))}.`,
              true,
            ),
          ]
        : []),
    ],
    [line('Votre commande :', true), ...dishLines(dishes)],
    amounts,
    [link('Suivre votre commande', `${publicUrl}/orders/track?id=${encodeURIComponent(order.order_id)}`)],
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

/** Notice that a paid order left the kitchen with the delivery person. */
export function orderInDelivery(
  customer: Customer,
  order: { order_id: string; code_commande: string; description_address: string | null },
  publicUrl: string,
): Mail {
  const where = order.description_address ? ` (${order.description_address})` : '';
  return compose(customer.email, `Votre commande ${order.code_commande} est en livraison – Chez Mama Lomé`, [
    hello(customer),
    [
      line(`Bonne nouvelle : votre commande ${order.code_commande} est en livraison.`),
      line(`Notre livreur est en route vers votre adresse${where}. Gardez votre téléphone à portée de main.`),
    ],
    [link('Suivre votre commande', `${publicUrl}/orders/track?id=${encodeURIComponent(order.order_id)}`)],
    [line(SIGNATURE)],
  ]);
}

type ReservationFacts = {
  code: string;
  reservation_date: string;
  pickup_location: string;
  total_price: number;
};

const reservationsLink = (publicUrl: string) =>
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
