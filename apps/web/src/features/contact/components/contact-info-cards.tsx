import type { ReactNode } from 'react';
import { formatSlots, openingHoursGroups, restaurant } from '@lome/shared';
import { Icon, type IconName } from '@/components/ui/icon';
import { useRestaurantHours } from '@/features/kitchen';

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="col-12 col-sm-6 col-lg-3">
      <div className="card h-100 border-0 shadow-sm text-center p-4">
        <div className="icon-circle mx-auto mb-3">
          <Icon name={icon} size={26} />
        </div>
        <h2 className="h5 fw-bold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** Phone, e-mail, address and opening hours (the one source of hours, P4.1). */
export function ContactInfoCards() {
  const hours = useRestaurantHours();
  return (
    <div className="row g-4">
      <InfoCard icon="phone" title="Téléphone">
        <p className="mb-0">
          <a href={restaurant.phoneHref} className="fw-semibold d-inline-block py-1">
            {restaurant.phone}
          </a>
        </p>
        <p className="small text-body-secondary mb-0">Appels et WhatsApp</p>
      </InfoCard>
      <InfoCard icon="mail" title="E-mail">
        <p className="mb-0">
          <a href={`mailto:${restaurant.email}`} className="fw-semibold text-break d-inline-block py-1">
            {restaurant.email}
          </a>
        </p>
        <p className="small text-body-secondary mb-0">Réponse sous 24 h</p>
      </InfoCard>
      <InfoCard icon="pin" title="Adresse">
        <address className="mb-0">
          {restaurant.address.street}
          <br />
          {restaurant.address.district}, {restaurant.address.city}
          <br />
          {restaurant.address.country}
        </address>
      </InfoCard>
      <InfoCard icon="clock" title="Horaires">
        <ul className="list-unstyled small mb-0">
          {openingHoursGroups(hours).map((p) => (
            <li key={p.label} className="mb-1">
              <span className="d-block fw-semibold">{p.longLabel}</span>
              {p.slots.map((slot) => (
                <span key={slot.open} className="d-block">
                  {formatSlots([slot])}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </InfoCard>
    </div>
  );
}
