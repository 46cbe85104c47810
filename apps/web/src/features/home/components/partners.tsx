import { FadeIn } from '@/components/ui/fade-in';

const partners = [
  'Flooz',
  'T-Money',
  'Marché de Bè',
  'Maraîchères d’Agoè',
  'Pêcheurs du port de Lomé',
  'Brasserie artisanale de Kpalimé',
];

/** Suppliers and payment partners, as text (no logo downloads). */
export function Partners() {
  return (
    <section className="py-5" aria-labelledby="partenaires-titre">
      <div className="container">
        <FadeIn>
          <h2 id="partenaires-titre" className="h4 fw-bold text-center mb-4">
            Nos partenaires
          </h2>
          <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-3 mb-0">
            {partners.map((p) => (
              <li key={p} className="partner px-4 py-2 rounded-pill border fw-semibold text-body-secondary">
                {p}
              </li>
            ))}
          </ul>
        </FadeIn>
      </div>
    </section>
  );
}
