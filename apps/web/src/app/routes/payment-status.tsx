import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { PaymentStatusView } from '@/features/payments/components/payment-status-view';

export default function PaymentStatusPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <LoginPrompt
        title="Statut du paiement"
        text="Connectez-vous pour suivre votre paiement."
        from={`${paths.paymentStatus}${window.location.search}`}
      />
    );
  }
  return <PaymentStatusView />;
}
