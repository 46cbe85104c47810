import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { OrderTracking } from '@/features/orders/components/order-tracking';

/** /orders/track?id=… (spec route): an order's status, live. */
export default function OrdersTrackPage() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!isAuthenticated) {
    return (
      <LoginPrompt
        title="Suivre ma commande"
        text="Connectez-vous pour suivre votre commande en direct."
        from={`${paths.ordersTrack}${id ? `?id=${encodeURIComponent(id)}` : ''}`}
      />
    );
  }
  if (!id) {
    return (
      <div className="container py-5 text-center">
        <p>Choisissez la commande à suivre dans vos commandes.</p>
        <Link to={paths.orders} className="btn btn-primary">
          Mes commandes
        </Link>
      </div>
    );
  }
  return <OrderTracking orderId={id} key={id} />;
}
