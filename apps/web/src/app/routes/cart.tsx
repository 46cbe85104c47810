import { lazy, Suspense, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { TabStrip } from '@/components/ui/tab-strip';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CartSummary, type CartMode } from '@/features/cart/components/cart-summary';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { LoginRequiredModal } from '@/features/cart/components/login-required-modal';
import { UnavailableDishes } from '@/features/cart/components/unavailable-dishes';
import { useCart } from '@/features/cart/hooks/use-cart';
import { freeDishActions, useFreeDish } from '@/features/cart/hooks/use-free-dish';
import { AdvanceNoticeAlert, KitchenStatusBanner } from '@/features/kitchen';

// The order and reservation dialogs (with the payment steps and their form schemas, about 35 KB) load when a
// signed-in customer taps to order or reserve, never for a look at the cart (decision 0053): neither works offline.
const CheckoutDialog = lazy(() =>
  import('@/features/checkout/components/checkout-dialog').then((m) => ({ default: m.CheckoutDialog })),
);
const ReservationDialog = lazy(() =>
  import('@/features/reservations/components/reservation-dialog').then((m) => ({
    default: m.ReservationDialog,
  })),
);

/** Shown the moment a dialog's code is still on its way. */
function DialogLoading({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} centered aria-label="Chargement">
      <Modal.Body className="text-center py-4">
        <Spinner role="status" className="mb-2">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      </Modal.Body>
    </Modal>
  );
}

const intro: Record<CartMode, string> = {
  order: 'Faites-vous livrer vos plats à domicile ou au bureau.',
  reservation: 'Réservez vos plats et récupérez-les au restaurant ou au drive, à l’heure de votre choix.',
};

const TABS = [
  { key: 'order', title: 'Commande' },
  { key: 'reservation', title: 'Réservation' },
] as const satisfies readonly { key: CartMode; title: string }[];

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
  // A dialog's code is asked for the first time it opens, and it stays mounted after (its closing animation).
  const [opened, setOpened] = useState<ReadonlySet<CartMode>>(new Set());
  const start = (kind: CartMode) => {
    setDialog(isAuthenticated ? kind : 'login');
    if (isAuthenticated) setOpened((o) => new Set(o).add(kind));
  };
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
        <TabStrip id="cart" tabs={TABS} active={mode} onSelect={setMode} className="mb-3">
          {/* Keyed: each tab starts afresh, as when it was opened the first time. */}
          <div key={mode}>
            <p className="text-body-secondary">{intro[mode]}</p>
            <div className="row g-4">
              <div className="col-lg-8">
                <CartLines />
              </div>
              <div className="col-lg-4">
                <CartSummary
                  mode={mode}
                  onSubmit={() => start(mode)}
                  signedIn={isAuthenticated}
                  userId={user?.id}
                  // Known once the menu has answered: shown under the button, it moves nothing a first tap
                  // aims at (above the lines, it pushed "+" and "Commander" down as the page was being used).
                  notice={mode === 'order' && <AdvanceNoticeAlert lines={items} className="mt-3 mb-0" />}
                />
              </div>
            </div>
          </div>
        </TabStrip>
      )}
      <LoginRequiredModal show={dialog === 'login'} onHide={close} />
      <Suspense fallback={<DialogLoading show={dialog !== null && dialog !== 'login'} onHide={close} />}>
        {opened.has('order') && (
          <CheckoutDialog
            show={dialog === 'order'}
            onHide={close}
            items={items}
            freeDish={freeDish}
            onPaid={freeDishActions.clearCart}
          />
        )}
        {opened.has('reservation') && (
          <ReservationDialog
            show={dialog === 'reservation'}
            onHide={close}
            items={items}
            onReserved={freeDishActions.clearCart}
          />
        )}
      </Suspense>
    </div>
  );
}
