import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { ReservationConfirmation } from '@/features/reservations/components/reservation-confirmation';

export default function ReservationConfirmationPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <LoginPrompt
        title="Ma réservation"
        text="Connectez-vous pour suivre votre réservation et son paiement."
        from={paths.reservationConfirmation}
      />
    );
  }
  return <ReservationConfirmation />;
}
