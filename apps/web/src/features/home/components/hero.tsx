import { Link } from 'react-router';
import { chezRestaurant, restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { Icon, type IconName } from '@/components/ui/icon';
import heroImage from '@/assets/images/hero-plate.svg';
import { useHeroRating } from '../api/get-rating-summary';

const highlights: { icon: IconName; label: string }[] = [
  { icon: 'star', label: 'Service cinq étoiles' },
  { icon: 'leaf', label: 'Ingrédients frais' },
  { icon: 'sparkle', label: 'Ambiance raffinée' },
];

/** P11.1 home hero; the text fades in after 100 ms, the picture (the LCP element) shows at once. */
export function Hero() {
  const rating = useHeroRating();
  return (
    <section className="home-hero" aria-labelledby="hero-titre">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-12 col-lg-6 hero-fade">
            <span className="badge rounded-pill hero-badge mb-3">
              <Icon name="crown" size={14} className="me-1" />
              Restaurant premium à Lomé
            </span>
            <h1 id="hero-titre" className="display-4 fw-bold mb-3">
              Bienvenue {chezRestaurant()}
            </h1>
            <p className="lead mb-4">
              Vivez une expérience culinaire unique : les saveurs authentiques du Togo et de l'Afrique de
              l'Ouest, cuisinées avec passion et servies avec élégance, au restaurant ou chez vous.
            </p>
            <div className="d-flex flex-wrap gap-2 mb-4">
              <Link to={paths.menu} className="btn btn-primary btn-lg px-4">
                Voir le Menu
              </Link>
              <Link to={paths.reservations} className="btn btn-outline-dark btn-lg px-4">
                Réserver
              </Link>
            </div>
            <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
              {highlights.map((h) => (
                <li key={h.label} className="d-flex align-items-center gap-2 fw-semibold">
                  <span className="hero-highlight-icon">
                    <Icon name={h.icon} size={16} />
                  </span>
                  {h.label}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-lg-6">
            <div className="hero-visual position-relative mx-auto">
              <img
                src={heroImage}
                width={600}
                height={600}
                fetchPriority="high"
                decoding="sync"
                className="img-fluid rounded-4 shadow"
                alt="Assiette de pâte, sauce rouge, poisson braisé, tomates et piment"
              />
              <div className="hero-rating card border-0 shadow px-3 py-2 text-center">
                <span className="fw-bold fs-4 lh-1">
                  <Icon name="star" size={18} className="text-warning me-1 align-baseline" />
                  {/* Written the French way (4,9/5); equal-width digits, and the place held while the average is
                      asked for: nothing moves. */}
                  <span
                    style={{ fontVariantNumeric: 'tabular-nums', visibility: rating ? undefined : 'hidden' }}
                  >
                    {(rating ?? 0).toFixed(1).replace('.', ',')}/5
                  </span>
                </span>
                <span className="small text-body-secondary">Note clients</span>
              </div>
              <div className="hero-since card border-0 shadow px-3 py-2">
                <span className="fw-bold">Depuis {restaurant.foundedYear}</span>
                <span className="small text-body-secondary">Excellence Culinaire 2024</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
