import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { TicketPage } from '@/features/admin';
import { useAuth } from '@/features/auth';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { ReplayEarlyTaps } from '@/lib/early-taps';

/** /admin/ticket/{order|reservation}/{id} (staff, admins): a kitchen ticket alone on the page; `?print=1` prints it. */
export default function AdminTicketRoute() {
  const { isAuthenticated, user } = useAuth();
  const { kind = 'order', id = '' } = useParams();
  const [params] = useSearchParams();
  const staff = isAuthenticated && (user?.role === 'staff' || user?.role === 'admin');
  return (
    <>
      {staff ? (
        <TicketPage kind={kind} id={id} autoPrint={params.get('print') === '1'} />
      ) : (
        <LoginPrompt
          title="Ticket de cuisine"
          text="Connectez-vous avec un compte du personnel pour imprimer ce ticket."
          from={paths.adminTicket(kind === 'reservation' ? 'reservation' : 'order', id)}
        />
      )}
      {/* Outside the layouts, which end the boot script's watch on taps and sends (lib/early-taps.tsx). */}
      <ReplayEarlyTaps />
    </>
  );
}
