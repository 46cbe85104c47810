import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Shown instead of a private page to a visitor; the login page brings them back to `from`. */
export function LoginPrompt({ title, text, from }: { title: string; text: string; from: string }) {
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <div className="card border-0 shadow-sm text-center">
        <div className="card-body p-4">
          <h1 className="h4">{title}</h1>
          <p className="text-body-secondary">{text}</p>
          <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center">
            <Link to={paths.login} state={{ from }} className="btn btn-primary">
              Se connecter
            </Link>
            <Link to={paths.register} state={{ from }} className="btn btn-outline-primary">
              Créer un compte
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
