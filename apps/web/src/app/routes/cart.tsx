import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CartSummary, type CartMode } from '@/features/cart/components/cart-summary';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { LoginRequiredModal } from '@/features/cart/components/login-required-modal';
import { UnavailableDishes } from '@/features/cart/components/unavailable-dishes';
import { useCart } from '@/features/cart/hooks/use-cart';
import { freeDishActions, useFreeDish } from '@/features/cart/hooks/use-free-dish';
import { CheckoutDialog } from '@/features/checkout/components/checkout-dialog';
import { AdvanceNoticeAlert, KitchenStatusBanner } from '@/features/kitchen';
import { ReservationDialog } from '@/features/reservations/components/reservation-dialog';

const intro: Record<CartMode, string> = {
  order: 'Faites-vous livrer vos plats à domicile ou au bureau.',
  reservation: 'Réservez vos plats et récupérez-les au restaurant ou au drive, à l’heure de votre choix.',
};

/** /cart (P11.1 Cart): the lines, then an order (delivery) or a reservation (pickup). */
export default function CartPage() {
  const { items } = useCart();
  const freeDish = useFreeDish();
  const { isAuthenticated, user } = useAuth();
  const [mode, setMode] = useState<CartMode>('order');
  // Sent by "Commander à nouveau" (/orders): the dishes of that order no longer on sale.
  const { state } = useLocation();
  const unavailable = (state as { unavailable?: string[] } | null)?.unavailable ?? [];
  // Which dialog is open: the login request for visitors, else the order or reservation dialog.
  const [dialog, setDialog] = useState<CartMode | 'login' | null>(null);
  const start = (kind: CartMode) => setDialog(isAuthenticated ? kind : 'login');
  const close = () => setDialog(null);

  return (
    <div className="container py-4 py-md-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h2 mb-0">Mon panier</h1>
        <Link to={paths.menu} className="btn btn-outline-primary btn-sm">
          Continuer mes achats
        </Link>
      </div>
      <KitchenStatusBanner className="mb-4" />
      <UnavailableDishes sentences={unavailable} />
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Tabs
          activeKey={mode}
          onSelect={(k) => setMode(k === 'reservation' ? 'reservation' : 'order')}
          className="mb-3"
          transition={false}
          mountOnEnter
          unmountOnExit
        >
          {(['order', 'reservation'] as const).map((m) => (
            <Tab key={m} eventKey={m} title={m === 'order' ? 'Commande' : 'Réservation'}>
              <p className="text-body-secondary">{intro[m]}</p>
              {m === 'order' && <AdvanceNoticeAlert lines={items} />}
              <div className="row g-4">
                <div className="col-lg-8">
                  <CartLines />
                </div>
                <div className="col-lg-4">
                  <CartSummary
                    mode={m}
                    onSubmit={() => start(m)}
                    signedIn={isAuthenticated}
                    userId={user?.id}
                  />
                </div>
              </div>
            </Tab>
          ))}
        </Tabs>
      )}
      <LoginRequiredModal show={dialog === 'login'} onHide={close} />
      <CheckoutDialog
        show={dialog === 'order'}
        onHide={close}
        items={items}
        freeDish={freeDish}
        onPaid={freeDishActions.clearCart}
      />
      <ReservationDialog
        show={dialog === 'reservation'}
        onHide={close}
        items={items}
        onReserved={freeDishActions.clearCart}
      />
    </div>
  );
}
