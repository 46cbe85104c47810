import { Link } from 'react-router';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <section className="container py-5 text-center">
      <h1 className="display-4">Page introuvable</h1>
      <p className="lead">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Link to={paths.home} className="btn btn-primary">
        Retour à l'accueil
      </Link>
    </section>
  );
}
