import { waHref, type OrderRider } from '@lome/shared';
import { telHref } from '@/lib/lome-time';

/** The rider bringing the order: a first name, a call and a WhatsApp message away. */
export function RiderContact({ rider }: { rider: OrderRider }) {
  return (
    <div className="card border-0 shadow-sm mb-3" aria-label="Votre livreur">
      <div className="card-body d-flex flex-wrap align-items-center gap-2">
        <p className="mb-0 me-auto">
          Votre livreur : <strong>{rider.firstname}</strong>
        </p>
        <a className="btn btn-primary" href={telHref(rider.phone)}>
          Appeler
        </a>
        <a className="btn btn-success" href={waHref(rider.phone)} target="_blank" rel="noreferrer">
          WhatsApp
        </a>
      </div>
    </div>
  );
}
