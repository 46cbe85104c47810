import Button from 'react-bootstrap/Button';
import { formatFcfa, mapsHref, UNPAID_MOBILE_MONEY, type RiderOrder } from '@lome/shared';
import { SoldLineDetails } from '@/components/ui/sold-line-details';
import { telHref } from '@/lib/lome-time';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lome' });

/** One delivery on the rider's phone: where (map), whom to call, what to collect, and the two taps. */
export function DeliveryCard({
  order: o,
  busy,
  now,
  onDelivered,
  onUndo,
  onCash,
}: {
  order: RiderOrder;
  busy: boolean;
  /** The time the undo's minute is read against. */
  now: Date;
  onDelivered: () => void;
  onUndo: () => void;
  onCash: () => void;
}) {
  const done = o.status === 'delivered';
  const canUndo = done && !!o.undo_until && Date.parse(o.undo_until) > now.getTime();
  // Cash still to record keeps its button after "Livrée": the rider may press them in either order (decision 0071).
  const toCollect = o.amount_to_collect > 0;
  return (
    <article
      className={`card shadow-sm mb-3${done ? ' opacity-75' : ''}`}
      aria-label={`Livraison ${o.code_commande}`}
    >
      <div className="card-header d-flex justify-content-between align-items-center">
        <strong className="text-nowrap">{o.code_commande}</strong>
        {done ? (
          <span className="badge text-bg-success">
            Livrée{o.delivered_at && ` à ${time(o.delivered_at)}`}
          </span>
        ) : (
          o.estimated_at && <span className="small">Prévue vers {time(o.estimated_at)}</span>
        )}
      </div>
      <div className="card-body">
        <p className="mb-1">
          {o.title && <span className="fw-semibold">{o.title} : </span>}
          {o.description_address}
        </p>
        {o.latitude !== null && o.longitude !== null && (
          <p className="mb-1">
            <a href={mapsHref(o.latitude, o.longitude)} target="_blank" rel="noreferrer">
              Ouvrir la carte
            </a>
          </p>
        )}
        <p className="mb-1">
          {o.customer_firstname}
          {o.phone && (
            <>
              {' · '}
              <a href={telHref(o.phone)}>Appeler le {o.phone}</a>
            </>
          )}
        </p>
        <ul className="list-unstyled mb-1 small">
          {o.dishes.map((d, i) => (
            <li key={i}>
              {d.quantity} × {d.dish_name}
              <SoldLineDetails line={d} />
            </li>
          ))}
        </ul>
        <p className="mb-0 fs-5" data-testid="amount-line">
          {o.amount_to_collect > 0 ? (
            <strong className="text-danger">À encaisser : {formatFcfa(o.amount_to_collect)}</strong>
          ) : o.is_paid ? (
            <strong className="text-success">Payé</strong>
          ) : (
            <strong className="text-danger">{UNPAID_MOBILE_MONEY}</strong>
          )}
        </p>
      </div>
      {(!done || toCollect || canUndo) && (
        <div className="card-footer d-grid gap-2">
          {toCollect && (
            <Button size="lg" variant="warning" disabled={busy} onClick={onCash}>
              Espèces encaissées ({formatFcfa(o.amount_to_collect)})
            </Button>
          )}
          {!done && (
            <Button size="lg" variant="success" disabled={busy} onClick={onDelivered}>
              Livrée
            </Button>
          )}
          {canUndo && (
            <Button variant="outline-secondary" disabled={busy} onClick={onUndo}>
              Annuler «&nbsp;Livrée&nbsp;»
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
