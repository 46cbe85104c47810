import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FadeIn } from '@/components/ui/fade-in';
import { usePublications } from '../api/get-publications';
import { BlogCard } from './blog-card';

/** P11.7: the home page shows the first 3 publications. */
export const HOME_ARTICLES = 3;

/** The home page's latest articles, or the empty message once loaded. */
export function BlogSection() {
  const publications = usePublications();
  const articles = (publications.data ?? []).slice(0, HOME_ARTICLES);
  return (
    <section className="py-5" aria-labelledby="blog-titre">
      <div className="container">
        <FadeIn className="text-center mb-4">
          <h2 id="blog-titre" className="fw-bold">
            Actualités et recettes
          </h2>
          <p className="text-body-secondary mb-0">
            Les nouvelles de la maison, nos événements et les secrets de Mama.
          </p>
        </FadeIn>
        {publications.isPending ? (
          <div className="row g-4" aria-hidden="true">
            {Array.from({ length: HOME_ARTICLES }, (_, i) => (
              <div key={i} className="col-12 col-md-4">
                <div className="card border-0 shadow-sm placeholder-glow" style={{ height: 360 }}>
                  <span className="placeholder w-100" style={{ height: 180 }} />
                </div>
              </div>
            ))}
          </div>
        ) : articles.length === 0 ? (
          <p className="text-center text-body-secondary">Aucun article de blog pour le moment.</p>
        ) : (
          <>
            <div className="row g-4">
              {articles.map((p) => (
                <FadeIn key={p.id} className="col-12 col-md-4">
                  <BlogCard publication={p} />
                </FadeIn>
              ))}
            </div>
            <div className="text-center mt-4">
              <Link to={paths.blog} className="btn btn-outline-primary">
                Tous les articles
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
