import { Link } from 'react-router';
import { restaurant, type FooterHours } from '@lome/shared';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import { SocialLinks } from './social-links';

/**
 * Hours (the one source, P4.1: app/site-layout.tsx reads them), address, contact and the legal pages (P11.2).
 */
export function Footer({ hours }: { hours: FooterHours }) {
  return (
    <footer className="site-footer bg-dark text-white pt-5 pb-3 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-4">
            <p className="h5 fw-bold">{restaurant.name}</p>
            <p className="text-white-50">
              Cuisine togolaise et ouest-africaine, sur place, à emporter ou livrée à Lomé. Paiement FLOOZ et
              TMONEY.
            </p>
            <SocialLinks className="d-flex gap-3 mb-0" linkClassName="footer-link" iconSize={22} />
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <p className="h6 text-uppercase fw-bold">Horaires d'ouverture</p>
            <dl className="mb-0 footer-hours">
              {hours.map((p) => (
                <div key={p.days} className="mb-2">
                  <dt className="fw-semibold">{p.days}</dt>
                  <dd className="mb-0 text-white-50">{p.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="col-12 col-lg-4">
            <p className="h6 text-uppercase fw-bold">Nous trouver</p>
            <address className="mb-0">
              <p className="d-flex gap-2 mb-2">
                <Icon name="pin" className="flex-shrink-0 mt-1" />
                <span>{restaurant.addressLine}</span>
              </p>
              <p className="d-flex gap-2 mb-2">
                <Icon name="phone" className="flex-shrink-0 mt-1" />
                <a href={restaurant.phoneHref} className="footer-link">
                  {restaurant.phone}
                </a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <Icon name="mail" className="flex-shrink-0 mt-1" />
                <a href={`mailto:${restaurant.email}`} className="footer-link">
                  {restaurant.email}
                </a>
              </p>
            </address>
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-md-row justify-content-between align-items-center gap-2 small">
          <p className="mb-0 text-white-50">
            © {new Date().getFullYear()} {restaurant.name}. Tous droits réservés.
          </p>
          <nav aria-label="Informations légales">
            <ul className="list-inline mb-0">
              <li className="list-inline-item">
                <Link to={paths.terms} className="footer-link">
                  Mentions légales
                </Link>
              </li>
              <li className="list-inline-item">
                <Link to={paths.privacy} className="footer-link">
                  Politique de confidentialité
                </Link>
              </li>
              <li className="list-inline-item">
                <Link to={paths.cgv} className="footer-link">
                  CGV
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
