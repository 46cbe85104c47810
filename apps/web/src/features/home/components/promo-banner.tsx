import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FadeIn } from '@/components/ui/fade-in';
import { Icon } from '@/components/ui/icon';

/** The welcome offer (P11.2): 10% off the first paid order of an e-mail subscribed to the newsletter. */
export function PromoBanner() {
  return (
    <section className="container py-5" aria-labelledby="promo-titre">
      <FadeIn className="promo rounded-4 p-4 p-md-5 d-flex flex-column flex-md-row align-items-md-center gap-4">
        <div className="promo-icon flex-shrink-0">
          <Icon name="gift" size={40} />
        </div>
        <div className="flex-grow-1">
          <h2 id="promo-titre" className="fw-bold mb-1">
            -10% sur votre première commande
          </h2>
          <p className="mb-0">
            Inscrivez-vous à la newsletter, puis commandez avec la même adresse e-mail : la réduction est
            appliquée automatiquement.
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2 flex-shrink-0">
          <a href="#newsletter-titre" className="btn btn-dark">
            Je m'inscris
          </a>
          <Link to={paths.menu} className="btn btn-outline-dark">
            Commander
          </Link>
        </div>
      </FadeIn>
    </section>
  );
}
