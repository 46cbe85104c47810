import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from 'react-bootstrap';
import type { PaymentInfo } from '@lome/shared';
import { paths } from '@/config/paths';
import { useAuth, type StoredUser } from '@/features/auth';
import { sponsorActivationQueryOptions } from '../api/get-sponsor-activation';
import { useSponsorPaymentStart } from '../hooks/use-sponsor-payment-start';
import { SponsorPaymentForm } from './sponsor-payment-form';

type State = { user?: StoredUser; paymentInfo?: PaymentInfo };

/**
 * P11.1 /sponsor-payment: the activation amount, the sponsor's name, the number and network to charge. Right after
 * registration the page gets them from the navigation; reloaded, or opened later, a logged-in sponsor's come from
 * the server (GET /api/sponsor/activation).
 */
export function SponsorPayment() {
  const { state } = useLocation() as { state: State | null };
  const { user: stored, isAuthenticated } = useAuth();
  const fromServer = !state?.paymentInfo && isAuthenticated;
  const activation = useQuery({ ...sponsorActivationQueryOptions(), enabled: fromServer });
  const user = state?.user ?? (fromServer ? stored : null);
  const paymentInfo = state?.paymentInfo ?? activation.data?.payment_info;
  const pay = useSponsorPaymentStart(user);

  if (fromServer && activation.isPending) {
    return (
      <section className="container py-5 text-center" role="status">
        <title>Paiement sponsor | Chez Mama Lomé</title>
        <Spinner animation="border" className="text-primary" aria-hidden="true" />
        <p className="mt-2 mb-0">Chargement des données de paiement...</p>
      </section>
    );
  }
  const settled = fromServer && activation.data?.activation_status === 'active';
  const awaiting = fromServer ? activation.data?.pending_payment : null;
  if (settled || awaiting) {
    return (
      <section className="container py-5" style={{ maxWidth: 560 }}>
        <title>Paiement sponsor | Chez Mama Lomé</title>
        {awaiting ? (
          <>
            <Alert variant="info">Un paiement de votre activation est déjà en cours.</Alert>
            <Link
              to={`${paths.paymentStatus}?payment_id=${encodeURIComponent(awaiting.payment_id)}`}
              className="btn btn-primary"
            >
              Suivre mon paiement
            </Link>
          </>
        ) : (
          <>
            <Alert variant="success">Votre compte Sponsor est déjà actif : il n'y a rien à payer.</Alert>
            <Link to={paths.sponsorDashboard} className="btn btn-primary">
              Mon tableau de bord
            </Link>
          </>
        )}
      </section>
    );
  }
  if (!user || !paymentInfo) {
    return (
      <section className="container py-5" style={{ maxWidth: 560 }}>
        <title>Paiement sponsor | Chez Mama Lomé</title>
        <Alert variant="warning">Données de paiement manquantes. Veuillez recommencer l'inscription.</Alert>
        <Link to={`${paths.register}?type=sponsor`} className="btn btn-primary">
          Retour à l'inscription
        </Link>
      </section>
    );
  }

  return <SponsorPaymentForm user={user} paymentInfo={paymentInfo} pay={pay} />;
}
