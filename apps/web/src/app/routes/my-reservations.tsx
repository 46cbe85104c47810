import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { MyReservations } from '@/features/reservations/components/my-reservations';

export default function MyReservationsPage() {
  const { isAuthenticated, user } = useAuth();
  return (
    <>
      <title>{`Mes réservations — ${restaurant.name}`}</title>
      {isAuthenticated ? (
        <MyReservations accountPhone={user?.phone ?? ''} />
      ) : (
        <LoginPrompt
          title="Mes réservations"
          text="Connectez-vous pour voir vos réservations, les payer ou les annuler."
          from={paths.myReservations}
        />
      )}
    </>
  );
}
