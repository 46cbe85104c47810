import { Link } from 'react-router';
import { orderStatusLabels, type OrderSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { useEventStream } from '@/lib/event-stream';
import { Code } from '@/components/ui/code';

/**
 * /orders' open order (paid, not yet delivered) followed live: each of its events reads the list
 * again, so its card moves without a reload; one stream, not one per order, to spare the browser's connections.
 */
export function OpenOrderLive({ order, onChange }: { order: OrderSummary; onChange: () => void }) {
  useEventStream(`/orders/${encodeURIComponent(order.order_id)}/events`, { onEvent: onChange });
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span>
        Commande <Code>{order.code_commande}</Code> : <strong>{orderStatusLabels[order.status]}</strong>
      </span>
      <Link
        to={`${paths.ordersTrack}?id=${encodeURIComponent(order.order_id)}`}
        className="alert-link ms-auto"
      >
        Suivre en direct
      </Link>
    </div>
  );
}
