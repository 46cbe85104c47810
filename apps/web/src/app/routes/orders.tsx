import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CompanySupportLine } from '@/features/company';
import { LoginPrompt } from '@/features/orders/components/login-prompt';
import { OrderHistory } from '@/features/orders/components/order-history';

export default function OrdersPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <LoginPrompt
        title="Mes commandes"
        text="Connectez-vous pour voir l'historique de vos commandes, les payer ou les annuler."
        from={paths.orders}
      />
    );
  }
  return (
    <>
      {/* Priority support (P9.6): company accounts and their colleagues see the direct line above their
          orders. */}
      <div className="container pt-3">
        <CompanySupportLine />
      </div>
      <OrderHistory />
    </>
  );
}
