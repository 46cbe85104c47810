import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminShell } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';

/** /admin for staff and admins (P10.2); the API checks the role again on every call. */
export default function AdminPage() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) {
    return (
      <LoginPrompt
        title="Espace restaurant"
        text="Connectez-vous avec un compte du personnel pour voir les commandes en direct."
        from={paths.admin}
      />
    );
  }
  if (user?.role !== 'staff' && user?.role !== 'admin') {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h4">Accès refusé</h1>
        <p className="text-body-secondary">Cet espace est réservé au personnel du restaurant.</p>
        <Link to={paths.home} className="btn btn-primary">
          Retour à l&apos;accueil
        </Link>
      </div>
    );
  }
  return <AdminShell isAdmin={user.role === 'admin'} />;
}
