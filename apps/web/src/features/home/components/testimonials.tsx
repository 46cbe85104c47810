import { FadeIn } from '@/components/ui/fade-in';
import ama from '@/assets/images/avatar-ama.svg?no-inline';
import komlan from '@/assets/images/avatar-komlan.svg?no-inline';
import sophie from '@/assets/images/avatar-sophie.svg?no-inline';
import { StarRating } from './star-rating';

const testimonials = [
  {
    image: ama,
    name: 'Ama Kpodar',
    role: 'Cliente fidèle, Tokoin',
    comment:
      'Le gboma dessi a exactement le goût de celui de ma grand-mère. La livraison arrive chaude et le livreur est toujours aimable.',
    rating: 5,
  },
  {
    image: komlan,
    name: 'Komlan Dossou',
    role: "Chef d'entreprise",
    comment:
      "J'y emmène mes partenaires d'affaires : service impeccable, cadre élégant, et le poisson braisé fait toujours son effet.",
    rating: 5,
  },
  {
    image: sophie,
    name: 'Sophie Martin',
    role: 'Expatriée à Lomé',
    comment:
      "Une belle découverte de la cuisine togolaise. L'équipe explique chaque plat et adapte le piment à la demande.",
    rating: 4,
  },
];

/** Three static customer testimonials (P11.7). */
export function Testimonials() {
  return (
    <section className="py-5" aria-labelledby="avis-titre">
      <div className="container">
        <FadeIn className="text-center mb-4">
          <h2 id="avis-titre" className="fw-bold">
            Ce que disent nos clients
          </h2>
        </FadeIn>
        <div className="row g-4">
          {testimonials.map((t) => (
            <FadeIn key={t.name} className="col-12 col-md-4">
              <figure className="card h-100 border-0 shadow-sm p-4 mb-0">
                <StarRating rating={t.rating} />
                <blockquote className="my-3 flex-grow-1">
                  <p className="mb-0 fst-italic">«&nbsp;{t.comment}&nbsp;»</p>
                </blockquote>
                <figcaption className="d-flex align-items-center gap-3">
                  <img
                    src={t.image}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="rounded-circle"
                  />
                  <span>
                    <span className="d-block fw-bold">{t.name}</span>
                    <span className="d-block small text-body-secondary">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </FadeIn>
          ))}
        </div>
      </div>
    </section>
  );
}
