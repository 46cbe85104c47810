import {
  formatFcfa,
  frenchMoment,
  fullName,
  isReferrer,
  type OrderDish,
  type UserStatus,
} from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';

const SIGNATURE = "L'équipe Chez Mama Lomé";

/** Text for HTML: names come from the menu and customers, so they are escaped. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line of an e-mail: plain text, and its HTML (already escaped). */
type Line = { text: string; html: string };
const line = (text: string, strong = false): Line => ({
  text,
  html: strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text),
});
const link = (label: string, url: string): Line => ({
  text: `${label} : ${url}`,
  html: `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`,
});

/** A French e-mail in plain text and simple HTML from the same paragraphs (a paragraph is a list of lines). */
function compose(to: string, subject: string, paragraphs: Line[][]): Mail {
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.map((l) => l.text).join('\n')).join('\n\n'),
    html:
      `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
      paragraphs.map((p) => `<p>${p.map((l) => l.html).join('<br>')}</p>`).join('') +
      `</body></html>`,
  };
}

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

export type Customer = { email: string; firstname: string; lastname: string | null };
const hello = (c: Customer) => [line(`Bonjour ${fullName(c.firstname)},`)];

/** Receipt of a paid order: its code, dishes, amounts and the total paid. */
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
      ...(order.estimated_at
        ? [
            line(
              `${order.scheduled_for ? 'Livraison programmée' : 'Livraison prévue'} ` +
                `${frenchMoment(new Date(order.estimated_at), sentAt)}.`,
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

/** An invitation to join a company account on the site: a link to sign up or log in, then join. */
export function companyInvitation(
  to: string,
  facts: { companyName: string; invitedBy: string; url: string; expiresAt: string },
): Mail {
  const [y, m, d] = facts.expiresAt.slice(0, 10).split('-');
  return compose(to, `${facts.companyName} vous invite à commander sur Chez Mama Lomé`, [
    [line('Bonjour,')],
    [
      line(
        `${facts.invitedBy} vous invite à rejoindre le compte entreprise ${facts.companyName} sur Chez Mama Lomé : ` +
          'vos commandes seront facturées à l’entreprise.',
      ),
      line(`Créez votre compte avec cette adresse e-mail, ou connectez-vous, puis acceptez l’invitation.`),
    ],
    [link('Rejoindre l’entreprise', facts.url)],
    [line(`Ce lien ne sert qu’une fois et expire le ${d}/${m}/${y}.`)],
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

/** Welcome after registration; referrers get their referral link (decision 0039). */
export function welcome(
  customer: Customer & { user_status: UserStatus; referral_code: string | null },
  publicUrl: string,
): Mail {
  const referrer = customer.referral_code && isReferrer(customer.user_status);
  return compose(customer.email, 'Bienvenue chez Chez Mama Lomé', [
    hello(customer),
    [
      line('Votre compte est créé. Bienvenue !'),
      line(
        'Commandez vos plats préférés en livraison ou réservez-les à emporter, et payez par FLOOZ ou TMONEY.',
      ),
    ],
    ...(referrer
      ? [
          [
            line(`Votre code de parrainage : ${customer.referral_code}`, true),
            link('Votre lien à partager', `${publicUrl}/ref/${encodeURIComponent(customer.referral_code!)}`),
          ],
        ]
      : []),
    [link('Voir le menu', `${publicUrl}/menu`)],
    [line(SIGNATURE)],
  ]);
}

/** Receipt of the sponsor activation: amount, reference, the kit and where to collect it. */
export function sponsorReceipt(
  customer: Customer,
  facts: { amount: number | null; reference: string | null; kit: string | null },
  restaurantAddress: string,
  publicUrl: string,
): Mail {
  return compose(customer.email, 'Reçu de votre activation Sponsor – Chez Mama Lomé', [
    hello(customer),
    [
      line('Merci ! Votre compte Sponsor est activé.', true),
      ...(facts.amount !== null ? [line(`Montant payé : ${formatFcfa(facts.amount)}`)] : []),
      ...(facts.reference ? [line(`Référence du paiement : ${facts.reference}`)] : []),
    ],
    [
      ...(facts.kit ? [line(`Votre kit : ${facts.kit}`)] : []),
      line(
        `À retirer au restaurant : ${restaurantAddress}, aux heures d'ouverture, avec une pièce d'identité.`,
      ),
    ],
    [link('Votre tableau de bord', `${publicUrl}/sponsor-dashboard`)],
    [line(SIGNATURE)],
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

/** A month-end referral payout sent. */
export function payoutSent(
  customer: Customer,
  facts: { amount: number; reference: string; phone: string | null; rewardsCount: number },
  publicUrl: string,
): Mail {
  const to = facts.phone ? ` sur le ${facts.phone}` : '';
  return compose(customer.email, 'Vos gains de parrainage ont été versés – Chez Mama Lomé', [
    hello(customer),
    [
      line(`Nous vous avons versé ${formatFcfa(facts.amount)}${to}.`, true),
      line(`Référence du versement : ${facts.reference}`),
      line(`Ce versement règle ${facts.rewardsCount} gain(s) de parrainage.`),
    ],
    [link('Votre tableau de bord', `${publicUrl}/sponsor-dashboard`)],
    [line(SIGNATURE)],
  ]);
}
