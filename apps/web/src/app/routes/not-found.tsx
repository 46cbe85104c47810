import { Link } from 'react-router';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <section className="container py-5 text-center">
      <title>{`Page introuvable — ${restaurant.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="display-5">Page introuvable</h1>
      <p className="lead">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={paths.home} className="btn btn-primary">
          Retour à l'accueil
        </Link>
        <Link to={paths.menu} className="btn btn-outline-primary">
          Voir le menu
        </Link>
      </div>
    </section>
  );
}
