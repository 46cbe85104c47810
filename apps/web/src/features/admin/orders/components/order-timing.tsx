import { frenchDay, frenchMoment, frenchTime, promisedLabel, type AdminOrder } from '@lome/shared';
import { useNow } from '@/lib/use-now';

const active = (order: AdminOrder) => order.status !== 'delivered' && order.status !== 'cancelled';

/**
 * When an order is due: its slot when scheduled ('Programmée : demain 12h30'), the time promised to the customer,
 * and, for a paid order the kitchen has not started, when it must (it rings from then on).
 */
export function OrderTiming({ order, late }: { order: AdminOrder; late: boolean }) {
  const now = useNow(30_000);
  const slot = order.scheduled_for ? new Date(order.scheduled_for) : null;
  const startsAt = order.prep_starts_at ? new Date(order.prep_starts_at) : null;
  const notYet = order.status === 'confirmed' && slot && startsAt && startsAt > now;
  const estimate = order.estimated_at && active(order) ? new Date(order.estimated_at) : null;
  if (!late && !slot && !estimate && !notYet) return null;
  return (
    <div className="mb-2" data-testid="order-timing">
      {late && <p className="mb-1 badge text-bg-danger">En retard : commande non acceptée</p>}
      {slot && (
        <p className="mb-1 fw-semibold">
          Programmée : {frenchDay(slot, now)} {frenchTime(slot)}
        </p>
      )}
      {estimate && <p className="mb-1">{promisedLabel(order.is_delivery, estimate, now)}</p>}
      {notYet && (
        <p className="mb-1 text-body-secondary">À lancer en cuisine {frenchMoment(startsAt, now)}</p>
      )}
    </div>
  );
}
