import { Link } from 'react-router';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { HintTooltip } from '@/components/ui/hint-tooltip';
import { Icon } from '@/components/ui/icon';
import { SocialLinks } from './social-links';

/** Contact links, social links and, for visitors, the two referral programme entries (P11.1). */
export function TopBar({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <div className="top-bar bg-dark text-white small">
      <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-1">
        <div className="d-flex align-items-center gap-3">
          <a
            href={`mailto:${restaurant.email}`}
            className="top-bar-link"
            aria-label={`E-mail : ${restaurant.email}`}
          >
            <Icon name="mail" size={16} />
            <span className="d-none d-md-inline ms-1">{restaurant.email}</span>
          </a>
          <a
            href={restaurant.phoneHref}
            className="top-bar-link"
            aria-label={`Téléphone : ${restaurant.phone}`}
          >
            <Icon name="phone" size={16} />
            <span className="d-none d-sm-inline ms-1">{restaurant.phone}</span>
          </a>
          <SocialLinks className="d-none d-lg-flex gap-2 mb-0" linkClassName="top-bar-link" iconSize={16} />
        </div>
        {/* Kept in place, hidden, for an account: the session is known only once the server's HTML has
            hydrated (decision 0032), and removing them would move the whole page. */}
        <div
          className={`d-flex align-items-center gap-2${isAuthenticated ? ' invisible' : ''}`}
          aria-hidden={isAuthenticated || undefined}
        >
          <HintTooltip text="Gagnez 1% sur chaque commande de vos filleuls et un plat offert après 5 commandes : notre programme de fidélité.">
            <Link to={`${paths.register}?type=apporteur`} className="btn btn-sm btn-outline-light py-0 top-bar-cta">
              Parrainage <span className="badge text-bg-warning ms-1">+1%</span>
            </Link>
          </HintTooltip>
          <HintTooltip text="Kit de plats offert, 25 000F gagnés par parrainage : un revenu complémentaire.">
            <Link to={`${paths.register}?type=sponsor`} className="btn btn-sm btn-warning py-0 top-bar-cta">
              Devenir Sponsor
            </Link>
          </HintTooltip>
        </div>
      </div>
    </div>
  );
}
