import { formatFcfa, type PushNotification } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvent } from '../events/events.service.js';
import { getOrderDetail } from '../sales/customer-views.service.js';

// What the notifications say (decision 0045), as notifications/sale-mails.ts and account-mails.ts hold what the
// e-mails say.

const trackUrl = (orderId: string) => `/orders/track?id=${encodeURIComponent(orderId)}`;

/** What the customer is told of an order's move, or undefined when the event concerns staff only. */
export async function customerNotice(trx: Db, event: DomainEvent): Promise<PushNotification | undefined> {
  const p = event.payload;
  const code = String(p.code_commande ?? p.code ?? '');
  const order = { url: trackUrl(event.subject_id), tag: `order-${event.subject_id}` };
  switch (event.type) {
    case 'order.preparation':
      return {
        ...order,
        title: 'Commande acceptée',
        body: `Votre commande ${code} est acceptée : elle est en préparation.`,
      };
    case 'order.in_delivery':
      return {
        ...order,
        title: 'Votre commande est en route',
        body: `Le livreur est parti avec votre commande ${code}.`,
      };
    case 'order.delivered':
      return {
        ...order,
        title: 'Commande livrée',
        body: `Votre commande ${code} a été livrée. Bon appétit !`,
      };
    case 'order.cancelled': {
      let refund = '';
      if (p.was_paid === true) {
        const detail = await getOrderDetail(trx, String(p.user_id), event.subject_id).catch(
          (err: unknown) => {
            if (err instanceof AppError && err.statusCode === 404) return undefined;
            throw err;
          },
        );
        if (detail) refund = ` Vous serez remboursé de ${formatFcfa(detail.order.total_price)}.`;
      }
      return { ...order, title: 'Commande annulée', body: `Votre commande ${code} a été annulée.${refund}` };
    }
    case 'reservation.ready':
      return {
        title: 'Votre réservation est prête',
        body: `Votre réservation ${code} vous attend au restaurant.`,
        url: '/mes-reservations',
        tag: `reservation-${event.subject_id}`,
      };
    default:
      return undefined;
  }
}

/** Staff's alarm when a paid order waits for acceptance too long (P4.8): rings until seen. */
export function escalationNotice(event: DomainEvent): PushNotification {
  const p = event.payload;
  const waited = Math.max(
    Math.round((Date.parse(event.created_at) - Date.parse(String(p.prep_starts_at))) / 60_000),
    0,
  );
  return {
    title: 'Commande en attente d’acceptation',
    body:
      `La commande ${String(p.code_commande)} (${formatFcfa(Number(p.total_price))}) est payée et attend ` +
      `depuis ${waited} min : acceptez-la ou annulez-la.`,
    url: '/admin',
    tag: `escalated-${event.subject_id}`,
    urgent: true,
  };
}
