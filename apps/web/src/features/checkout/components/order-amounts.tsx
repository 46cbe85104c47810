import { formatFcfa, type OrderSummary } from '@lome/shared';
import { orderDiscountRows } from '@/features/cart';

/**
 * What the server charges for the order (P1.2): dishes, delivery fee and discount, so a total that differs
 * from the cart's is explained. `cartTotal` is the cart's own sum of the same dishes.
 */
export function OrderAmounts({ order, cartTotal }: { order: OrderSummary; cartTotal: number }) {
  const rows: [string, string][] = [
    ['Plats', formatFcfa(order.dishes_total)],
    ['Livraison', order.delivery_price > 0 ? formatFcfa(order.delivery_price) : 'Gratuite'],
  ];
  const discounts = orderDiscountRows(order.discounts);
  // An order priced before the breakdown existed still says how much it saves.
  if (discounts.length === 0 && order.discount_amount > 0)
    discounts.push({ label: 'Réduction', amount: order.discount_amount });
  for (const d of discounts) rows.push([d.label, `−\u00a0${formatFcfa(d.amount)}`]);
  return (
    <div className="mb-2">
      <dl className="small mb-1" data-testid="order-amounts">
        {rows.map(([label, value]) => (
          <div key={label} className="d-flex justify-content-between gap-3 mb-1">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {order.dishes_total !== cartTotal && (
        <p className="small text-body-secondary mb-0">
          Les prix ont changé depuis l'ajout au panier : voici ceux du restaurant.
        </p>
      )}
    </div>
  );
}
