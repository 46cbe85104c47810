import { restaurant } from '@lome/shared';
import './legal.css';

export type LegalSection = {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  intro: string;
  updated: string;
  sections: readonly LegalSection[];
};

const anchor = (index: number) => `section-${index + 1}`;

/** A legal text with a table of contents: readable on a phone, every section reachable by link. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <title>{`${document.title} — ${restaurant.name}`}</title>
      <section className="bg-light border-bottom py-5">
        <div className="container">
          <h1 className="display-6 fw-bold">{document.title}</h1>
          <p className="lead mb-1">{document.intro}</p>
          <p className="text-body-secondary small mb-0">Dernière mise à jour : {document.updated}</p>
        </div>
      </section>
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <nav className="col-12 col-lg-4" aria-label="Sommaire">
            <div className="legal-toc">
              <p className="h6 text-uppercase fw-bold">Sommaire</p>
              <ol className="ps-3 mb-0">
                {document.sections.map((s, i) => (
                  <li key={s.title} className="mb-1">
                    <a href={`#${anchor(i)}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div className="col-12 col-lg-8">
            {document.sections.map((s, i) => (
              <section
                key={s.title}
                id={anchor(i)}
                className="mb-4 legal-section"
                aria-labelledby={`${anchor(i)}-titre`}
              >
                <h2 id={`${anchor(i)}-titre`} className="h4">
                  {i + 1}. {s.title}
                </h2>
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.items && (
                  <ul>
                    {s.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <p className="text-body-secondary">
              Une question ? Écrivez-nous à <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a> ou
              appelez le <a href={restaurant.phoneHref}>{restaurant.phone}</a>.
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
