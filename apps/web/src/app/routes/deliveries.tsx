import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { MyDeliveries, RiderLoginForm } from '@/features/deliveries';

/** /livraisons: a rider's deliveries on their phone; the API checks the role on every call. */
export default function DeliveriesPage() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return <RiderLoginForm />;
  if (user?.role !== 'rider') {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h4">Mes livraisons</h1>
        <p className="text-body-secondary">Cette page est réservée aux livreurs du restaurant.</p>
        <Link to={paths.home} className="btn btn-primary">
          Retour à l&apos;accueil
        </Link>
      </div>
    );
  }
  return <MyDeliveries firstname={user.firstname} />;
}
