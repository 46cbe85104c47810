import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import {
  dishQuantity,
  messages,
  toMenuDish,
  type CartItem,
  type Dish,
  type ReservationSummary,
} from '@lome/shared';
import { Icon } from '@/components/ui/icon';
import { fireConfetti, originOf } from '@/lib/confetti';
import { loadDishOptionsDialog } from '@/features/menu';
import { usePreorderMenu } from '../api/get-preorder-menu';
import { usePreorderBasket } from '../hooks/use-preorder-basket';
import { rememberPendingReservation } from '../lib/pending-reservation';
import { dishesOfTab, type PreorderTab } from '../lib/preorder-tabs';
import { PreorderBasketModal } from './preorder-basket-modal';
import { PreorderDishCard } from './preorder-dish-card';
import { PreorderToolbar } from './preorder-toolbar';
import { UnpaidReservationNotice } from './unpaid-reservation-notice';

const DishOptionsDialog = lazy(loadDishOptionsDialog);

type Props = {
  contact: { name: string; email: string; phone: string } | null;
  onLoginRequired: () => void;
};

/** /reservations (P11.1, P11.2): reserve real dishes for a pickup from tomorrow to 7 days ahead. */
export function PreorderPage({ contact, onLoginRequired }: Props) {
  const menu = usePreorderMenu();
  const basket = usePreorderBasket();
  const [tab, setTab] = useState<PreorderTab>('tous');
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<ReservationSummary | null>(null);

  const dishes = useMemo(
    () => (menu.data ? dishesOfTab(tab, menu.data.dishes, menu.data.categories) : []),
    [menu.data, tab],
  );
  const quantityOf = (id: string) => dishQuantity(basket.items, id);
  // A dish with choices is reserved through its choices' dialog (decision 0081).
  const [choosing, setChoosing] = useState<Dish | null>(null);
  const chosen = (line: Omit<CartItem, 'quantity'>) => {
    basket.add(line);
    setChoosing(null);
  };

  const reserve = (dish: Dish, event: MouseEvent<HTMLButtonElement>) => {
    if (dish.option_groups?.length) {
      setChoosing(dish);
      return;
    }
    basket.add({
      id: dish.dish_id,
      name: dish.dish_name,
      price: dish.dish_price,
      image: dish.bg_image,
      category: dish.specialite_id ?? 'all',
    });
    void fireConfetti(originOf(event.currentTarget));
  };

  const reserved = (reservation: ReservationSummary) => {
    setLast(reservation);
    // Payable later from /reservation-confirmation, like a cart reservation whose payment is pending.
    rememberPendingReservation({
      reservationId: reservation.reservation_id,
      paymentId: null,
      phoneNumber: null,
    });
  };

  return (
    <>
      <section className="bg-primary text-white text-center py-5">
        <div className="container">
          <h1 className="display-5 fw-bold mb-2">Réservation de Plats</h1>
          <p className="lead mb-0">
            Réservez vos plats préférés et récupérez-les au restaurant, prêts à l'heure dite.
          </p>
        </div>
      </section>
      <div className="container pt-4">
        <Alert variant="info" className="d-flex align-items-center gap-2">
          <Icon name="clock" size={22} className="flex-shrink-0" />
          <span>
            Nos plats peuvent être préparés jusqu'à 7 jours à l'avance : choisissez le jour et l'heure du
            retrait.
          </span>
        </Alert>
        {last && <UnpaidReservationNotice reservation={last} onClose={() => setLast(null)} />}
      </div>
      <PreorderToolbar current={tab} onTab={setTab} count={basket.count} onOpenBasket={() => setOpen(true)} />
      <div className="container pb-5">
        {menu.isPending ? (
          <div className="text-center py-5">
            <Spinner aria-hidden="true" />
            <p className="mt-2 text-body-secondary">Chargement des plats...</p>
          </div>
        ) : menu.isError ? (
          <Alert variant="danger">{messages.loadError}</Alert>
        ) : dishes.length === 0 ? (
          <p className="text-center text-body-secondary py-5">Aucun plat disponible dans cette catégorie.</p>
        ) : (
          <div className="row g-4">
            {dishes.map((d) => (
              <div key={d.dish_id} className="col-12 col-sm-6 col-lg-4 col-xl-3">
                <PreorderDishCard dish={d} quantity={quantityOf(d.dish_id)} onReserve={reserve} />
              </div>
            ))}
          </div>
        )}
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <DishOptionsDialog dish={toMenuDish(choosing)} onHide={() => setChoosing(null)} onAdd={chosen} />
        </Suspense>
      )}
      <PreorderBasketModal
        show={open}
        onHide={() => setOpen(false)}
        contact={contact}
        onLoginRequired={() => {
          setOpen(false);
          onLoginRequired();
        }}
        onReserved={reserved}
        onPaid={() => setLast(null)}
      />
    </>
  );
}
