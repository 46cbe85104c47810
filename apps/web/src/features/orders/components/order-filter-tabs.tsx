import type { OrderSummary } from '@lome/shared';
import { matchesFilter, ORDER_FILTERS, orderFilterLabels, type OrderFilter } from '../lib/order-filters';

type Props = { orders: OrderSummary[]; filter: OrderFilter; onFilter: (filter: OrderFilter) => void };

/** The history's six filters, each with how many orders it holds. */
export function OrderFilterTabs({ orders, filter, onFilter }: Props) {
  return (
    // Wrapped: a scrolling row hid the last tabs off a phone's screen with nothing to say so.
    <nav aria-label="Filtrer les commandes" className="mb-3">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {ORDER_FILTERS.map((f) => {
          const count = orders.filter((o) => matchesFilter(o.status, f)).length;
          return (
            <li className="flex-shrink-0" key={f}>
              <button
                type="button"
                className={`btn btn-sm rounded-pill text-nowrap ${filter === f ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={filter === f}
                onClick={() => onFilter(f)}
              >
                {orderFilterLabels[f]}
                {count > 0 && <span className="badge rounded-pill text-bg-light ms-1">{count}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
