import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Consumer } from '../events/events.service.js';
import { getOrderDetail } from '../orders/orders.service.js';
import { findReservationWithDishes } from '../reservations/reservations.service.js';
import { findAccountById } from '../users/users.service.js';
import * as mails from './notifications.mails.js';

/**
 * The customer e-mails of issue 10 as an outbox consumer: a receipt when an order or a reservation is paid, a
 * notice when an order goes out for delivery and when a reservation is ready. The outbox records each
 * consumption with its effects, so each e-mail leaves once; a failed send rolls back and is retried later.
 */
export function mailNotices(deps: { mailer: Mailer; publicUrl: string }): Consumer {
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  return {
    name: 'mail-notices',
    types: ['order.paid', 'order.in_delivery', 'reservation.paid', 'reservation.ready'],
    async handle(trx, event) {
      const userId = String(event.payload.user_id);
      const customer = await findAccountById(trx, userId);
      if (!customer) return;
      if (event.type === 'order.paid' || event.type === 'order.in_delivery') {
        // An order that is gone (never in practice) has nothing to tell: skipped rather than retried forever.
        const detail = await getOrderDetail(trx, userId, event.subject_id).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return undefined;
          throw err;
        });
        if (!detail) return;
        const { order, show_order_dish } = detail;
        await deps.mailer.send(
          event.type === 'order.paid'
            ? mails.orderReceipt(customer, order, show_order_dish, publicUrl)
            : mails.orderInDelivery(customer, order, publicUrl),
        );
        return;
      }
      const found = await findReservationWithDishes(trx, event.subject_id);
      if (!found) return;
      await deps.mailer.send(
        event.type === 'reservation.paid'
          ? mails.reservationReceipt(customer, found.reservation, found.dishes, publicUrl)
          : mails.reservationReady(customer, found.reservation, publicUrl),
      );
    },
  };
}
