import { riderMessage, waHref, type AdminOrder } from '@lome/shared';
import { telHref } from '@/lib/lome-time';
import { PrintButton } from '../../ticket/components/print-button';
import { orderTicket } from '../../ticket/lib/ticket-data';

/** Shown once an order can go out: the rider message is worth sending from preparation on. */
const messageFrom: AdminOrder['status'][] = ['preparation', 'in_delivery'];

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
      {order.is_delivery && messageFrom.includes(order.status) && (
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
