import { ORDER_GOING_OUT_STATUSES, riderMessage, waHref, type AdminOrder } from '@lome/shared';
import { telHref } from '@/lib/lome-time';
import { PrintButton } from '../../ticket/components/print-button';
import { orderTicket } from '../../ticket/lib/ticket-data';

/**
 * The card's rider and ticket line: who delivers it (call), the WhatsApp message for the rider in one
 * tap (code, address, map, customer's phone, what to collect), and 'Imprimer'.
 */
export function OrderCardTools({ order }: { order: AdminOrder }) {
  const message = riderMessage({ ...order, customer_firstname: order.customer.firstname });
  const rider = order.rider;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      {rider && (
        <span>
          Livreur : <strong>{rider.firstname}</strong> · <a href={telHref(rider.phone)}>{rider.phone}</a>
        </span>
      )}
      {order.is_delivery && ORDER_GOING_OUT_STATUSES.includes(order.status) && (
        <a
          className="btn btn-sm btn-outline-success"
          href={rider ? waHref(rider.phone, message) : `https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp livreur
        </a>
      )}
      <PrintButton ticket={() => orderTicket(order)} />
    </div>
  );
}
