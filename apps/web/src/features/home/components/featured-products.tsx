import { formatFcfa, formatNumber } from '@lome/shared';
import { FadeIn } from '@/components/ui/fade-in';
import sauce from '@/assets/images/product-sauce.svg?no-inline';
import piment from '@/assets/images/product-piment.svg?no-inline';
import bissap from '@/assets/images/product-bissap.svg?no-inline';
import { StarRating } from './star-rating';

const products = [
  {
    image: sauce,
    name: 'Sauce arachide maison',
    text: 'Le pot de 500 g, prêt à réchauffer.',
    price: 3500,
    rating: 4.8,
  },
  {
    image: piment,
    name: 'Piment noir de Mama',
    text: 'Notre condiment fumé, à doser avec prudence.',
    price: 2000,
    rating: 4.9,
  },
  {
    image: bissap,
    name: 'Bissap au gingembre',
    text: 'La bouteille de 1 litre, pressée chaque matin.',
    price: 1500,
    rating: 4.7,
  },
];

/** The épicerie corner: products sold at the restaurant (static, P11.1 'featured products'). */
export function FeaturedProducts() {
  return (
    <section className="py-5 bg-light" aria-labelledby="produits-titre">
      <div className="container">
        <FadeIn className="text-center mb-4">
          <h2 id="produits-titre" className="fw-bold">
            L'épicerie de Mama
          </h2>
          <p className="text-body-secondary mb-0">Nos produits maison, en vente au restaurant.</p>
        </FadeIn>
        <div className="row g-4">
          {products.map((p) => (
            <FadeIn key={p.name} className="col-12 col-md-4">
              <div className="card h-100 border-0 shadow-sm flex-row align-items-center p-3 gap-3">
                <img
                  src={p.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="rounded-3"
                />
                <div>
                  <h3 className="h6 fw-bold mb-1">{p.name}</h3>
                  <p className="small text-body-secondary mb-1">{p.text}</p>
                  <div className="d-flex align-items-center gap-2">
                    <StarRating rating={p.rating} label={`Note : ${formatNumber(p.rating)} sur 5`} />
                    <span className="small fw-semibold">{formatNumber(p.rating)}</span>
                  </div>
                  <p className="fw-bold text-primary mb-0 mt-1">{formatFcfa(p.price)}</p>
                </div>
              </div>
            </FadeIn>
          ))}
        </div>
      </div>
    </section>
  );
}
