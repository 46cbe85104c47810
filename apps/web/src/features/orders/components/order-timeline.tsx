import { ORDER_FLOW, orderStatusLabels, type OrderStatus } from '@lome/shared';

const time = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Lome',
  });

/**
 * The statuses of P2.1 in order, those reached ticked with their time; a cancelled order ends at 'Annulée'
 * after the last step it reached.
 */
export function OrderTimeline({
  status,
  times,
}: {
  status: OrderStatus;
  times: Partial<Record<OrderStatus, string>>;
}) {
  const cancelled = status === 'cancelled';
  const reachedIndex = cancelled
    ? Math.max(0, ...ORDER_FLOW.map((s, i) => (times[s] ? i : 0)))
    : ORDER_FLOW.indexOf(status);
  const steps: OrderStatus[] = cancelled
    ? [...ORDER_FLOW.slice(0, reachedIndex + 1), 'cancelled']
    : [...ORDER_FLOW];
  return (
    <ol className="list-group list-group-numbered" aria-label="Étapes de la commande">
      {steps.map((s, i) => {
        const done = s === 'cancelled' || i <= reachedIndex;
        const current = s === status;
        return (
          <li
            key={s}
            className={`list-group-item d-flex justify-content-between align-items-center${
              // Steps still ahead are muted but stay readable: Bootstrap's tertiary grey is below AA on white.
              current ? ' active' : done ? '' : ' text-body-secondary'
            }`}
            aria-current={current ? 'step' : undefined}
            data-reached={done ? 'true' : 'false'}
          >
            <span className="ms-2 me-auto">{orderStatusLabels[s]}</span>
            {done && times[s] && <small>{time(times[s])}</small>}
          </li>
        );
      })}
    </ol>
  );
}
