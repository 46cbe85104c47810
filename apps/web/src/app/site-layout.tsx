import { isReferrer } from '@lome/shared';
import { MainLayout } from '@/components/layouts/main-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartFollowsOrder } from '@/features/cart/hooks/use-cart-follows-order';
import { useFooterHours } from '@/features/kitchen';

/** The site's layout fed with the session and the cart: features meet the shared layout here, in app/. */
export function SiteLayout() {
  const { isAuthenticated, user, logout } = useAuth();
  const { count } = useCart();
  // On every page: the order made from the cart may have been paid elsewhere since this page was last open.
  useCartFollowsOrder(isAuthenticated ? (user?.id ?? null) : null);
  const hours = useFooterHours();
  const account = isAuthenticated
    ? {
        name: user?.firstname || user?.name,
        hasDashboard: !!user && isReferrer(user.user_status),
        isStaff: user?.role === 'staff' || user?.role === 'admin',
        isRider: user?.role === 'rider',
        hasCompany: user?.user_status === 'company' || !!user?.member_of_company,
        onLogout: () => void logout(),
      }
    : null;
  return <MainLayout cartCount={count} account={account} hours={hours} />;
}
