import { chezRestaurant, formatFcfa, isReferrer, type UserStatus } from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';
import { compose, hello, line, link, SIGNATURE, type Customer } from './mail-layout.js';

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

/** Welcome after registration; referrers get their referral link (decision 0039). */
export function welcome(
  customer: Customer & { user_status: UserStatus; referral_code: string | null },
  publicUrl: string,
): Mail {
  const referrer = customer.referral_code && isReferrer(customer.user_status);
  return compose(customer.email, `Bienvenue ${chezRestaurant()}`, [
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
