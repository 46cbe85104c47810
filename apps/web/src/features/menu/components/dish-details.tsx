import { useId, useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import {
  allergenNames,
  formatFcfa,
  isSoldOut,
  messages,
  optionMessages,
  restaurant,
  type Category,
  type MenuDish,
} from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { AddedToast, useAddedToast, useCart } from '@/features/cart';
import { useMenu } from '../api/get-menu';
import { AdvanceNoticeBadge } from './advance-notice-badge';
import { DishCartControl } from './dish-card';
import { DishChoices } from './dish-choices';
import { ShareDishButton } from './share-dish-button';

type Props = {
  id: string;
  /** Called once the dialog has closed (its fade-out done): the route goes back to where the customer was. */
  onClose: () => void;
};

/**
 * A dish's details, in a dialog over the page: picture, description, price, category, preparation
 * time or advance notice, the cart control and sharing. Full screen on phones.
 */
export function DishDetailsDialog({ id, onClose }: Props) {
  const titleId = useId();
  const [show, setShow] = useState(true);
  const menu = useMenu();
  const { toast, notify, dismiss } = useAddedToast();
  const dish = menu.data?.dishes.find((d) => d.id === id);
  const category = menu.data?.categories.find((c) => c.id === dish?.category);
  const hide = () => setShow(false);

  let title: string;
  let body;
  if (dish) {
    title = dish.name;
    body = <DishDetails dish={dish} category={category} onAdded={(d) => notify(d.name)} />;
  } else if (menu.isPending) {
    title = 'Chargement du plat';
    body = (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" className="text-primary" aria-hidden="true" />
        <p className="mt-2 mb-0">Chargement du plat...</p>
      </div>
    );
  } else if (menu.isError) {
    title = 'Plat indisponible';
    body = <Alert variant="danger">{messages.loadError}</Alert>;
  } else {
    title = 'Plat introuvable';
    body = (
      <>
        <p>Ce plat n'est pas ou plus à la carte.</p>
        <button type="button" className="btn btn-primary" onClick={hide}>
          Voir le menu
        </button>
      </>
    );
  }

  return (
    <>
      <title>{`${title} — ${restaurant.name}`}</title>
      <Modal
        show={show}
        onHide={hide}
        onExited={onClose}
        size="lg"
        fullscreen="sm-down"
        centered
        aria-labelledby={titleId}
      >
        <Modal.Header closeButton closeLabel="Fermer">
          <Modal.Title as="h1" id={titleId} className="h4 mb-0">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{body}</Modal.Body>
      </Modal>
      <AddedToast toast={toast} onClose={dismiss} />
    </>
  );
}

function DishDetails({
  dish,
  category,
  onAdded,
}: {
  dish: MenuDish;
  category?: Category;
  onAdded: (dish: MenuDish) => void;
}) {
  const { quantityOf, add } = useCart();
  const inCart = quantityOf(dish.id) > 0;
  const soldOut = isSoldOut(dish);
  const allergens = allergenNames(dish.allergens ?? []);
  return (
    <div className="row g-4">
      <div className="col-md-6">
        <FallbackImage
          src={dish.image}
          fallback={DISH_FALLBACK_IMAGE}
          alt={dish.name}
          width={400}
          height={300}
          sizes="(min-width: 768px) 380px, calc(100vw - 32px)"
          // A shared link opens on this dialog: its picture is then the page's largest.
          priority
          className="w-100 rounded"
          style={{ height: 'auto', aspectRatio: '4 / 3' }}
        />
      </div>
      <div className="col-md-6 d-flex flex-column gap-3">
        <div className="d-flex flex-wrap gap-2">
          <span className="badge text-bg-light border">{dish.type_dish || 'Plat'}</span>
          {dish.featured && <span className="badge text-bg-warning">Vedette</span>}
        </div>
        <p className="mb-0">{dish.description}</p>
        <dl className="row mb-0 small">
          <dt className="col-5">Catégorie</dt>
          <dd className="col-7 mb-1">{category?.name ?? 'Autres plats'}</dd>
          {dish.requires_advance_notice ? (
            <>
              <dt className="col-5">Délai</dt>
              <dd className="col-7 mb-1 d-flex align-items-center gap-1">
                <Icon name="clock" size={16} />
                <AdvanceNoticeBadge hours={dish.advance_notice_hours} />
              </dd>
            </>
          ) : (
            dish.preparation_time && (
              <>
                <dt className="col-5">Préparation</dt>
                <dd className="col-7 mb-1 d-flex align-items-center gap-1">
                  <Icon name="clock" size={16} />
                  {dish.preparation_time}
                </dd>
              </>
            )
          )}
        </dl>
        {allergens && <p className="small mb-0">Allergènes : {allergens}</p>}
        {soldOut ? (
          <p className="mb-0">
            <span className="badge text-bg-dark fs-6">{optionMessages.soldOutLabel}</span>
          </p>
        ) : (
          dish.portions_left !== undefined && (
            <p className="mb-0 fw-semibold text-warning-emphasis">
              {optionMessages.portionsLeft(dish.portions_left)}
            </p>
          )
        )}
        <div className="d-flex align-items-center justify-content-between gap-3 flex-wrap mt-auto">
          <span className="fs-3 fw-bold text-primary">{formatFcfa(dish.price)}</span>
          {(soldOut || !dish.option_groups?.length) && (
            <DishCartControl dish={dish} onAdded={onAdded} size="lg" />
          )}
        </div>
        {!soldOut && !!dish.option_groups?.length && (
          <DishChoices
            dish={dish}
            onAdd={(line) => {
              add(line);
              onAdded(dish);
            }}
          />
        )}
        <div className="d-flex flex-wrap gap-2">
          {inCart && (
            <Link to={paths.cart} className="btn btn-outline-primary">
              Voir le panier
            </Link>
          )}
          <ShareDishButton dish={dish} />
        </div>
      </div>
    </div>
  );
}
