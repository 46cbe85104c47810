import { useMemo, useState } from 'react';
import { fullName } from '@lome/shared';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LoginRequiredModal } from '@/features/cart/components/login-required-modal';
import { PreorderPage } from '@/features/reservations/components/preorder-page';

/** /reservations: the pre-reservation page; confirming asks visitors to sign in first (P11.2). */
export default function ReservationsPage() {
  const { user, isAuthenticated } = useAuth();
  const [askLogin, setAskLogin] = useState(false);
  const contact = useMemo(
    () =>
      isAuthenticated && user
        ? { name: fullName(user.firstname, user.lastname), email: user.email, phone: user.phone ?? '' }
        : null,
    [isAuthenticated, user],
  );
  return (
    <>
      <PreorderPage contact={contact} onLoginRequired={() => setAskLogin(true)} />
      <LoginRequiredModal show={askLogin} onHide={() => setAskLogin(false)} from={paths.reservations} />
    </>
  );
}
