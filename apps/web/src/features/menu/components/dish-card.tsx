import { Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import {
  formatFcfa,
  isSoldOut,
  portionLabels,
  roomForDish,
  type CartItem,
  type MenuDish,
} from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import { fireConfetti, originOf } from '@/lib/confetti';
import { useFavorites } from '@/features/favorites';
import { AdvanceNoticeBadge } from './advance-notice-badge';
import { DishOptionsDialog } from './dish-options-lazy';

const DEFAULT_DISH_TYPE = 'Plat';

type DishCardProps = {
  dish: MenuDish;
  /** Called when the dish enters the cart (its first unit), e.g. to show a toast. */
  onAdded?: (dish: MenuDish) => void;
  /** The page's first picture: loaded at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * P11.1 dish card: picture, name, type, description, price, favourite, featured badge and cart control. Its
 * picture and name open the dish's details (/menu/{id}) over the menu, leaving the page's scroll alone.
 */
export function DishCard({ dish, onAdded, priority = false }: DishCardProps) {
  const titleId = useId();
  const { quantityOf } = useCart();
  const { isFavorite, toggle } = useFavorites();
  const quantity = quantityOf(dish.id);
  const favorite = isFavorite(dish.id);
  const details = paths.dish(dish.id);

  return (
    <article className="card h-100 shadow-sm border-0" aria-labelledby={titleId}>
      <div className="position-relative">
        {/* The name's link is the one announced and tabbed to; the picture is a larger target for fingers. */}
        <Link to={details} preventScrollReset tabIndex={-1} aria-hidden="true">
          <FallbackImage
            src={dish.image}
            fallback={DISH_FALLBACK_IMAGE}
            alt={dish.name}
            width={400}
            height={200}
            sizes="(min-width: 1200px) 300px, (min-width: 992px) 310px, (min-width: 576px) 50vw, calc(100vw - 56px)"
            className="card-img-top"
            style={{ height: 200 }}
            priority={priority}
          />
        </Link>
        {dish.featured && (
          <span className="badge rounded-pill text-bg-warning position-absolute top-0 start-0 m-2 d-inline-flex align-items-center gap-1">
            <StarIcon /> Vedette
          </span>
        )}
        <button
          type="button"
          className="btn btn-light rounded-circle position-absolute top-0 end-0 m-2 d-flex align-items-center justify-content-center p-0 shadow-sm"
          style={{ width: 40, height: 40 }}
          aria-pressed={favorite}
          aria-label={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
          onClick={() => toggle(dish.id)}
        >
          <HeartIcon filled={favorite} />
        </button>
        {isSoldOut(dish) && (
          <span className="badge text-bg-dark position-absolute bottom-0 start-0 m-2">
            Épuisé aujourd'hui
          </span>
        )}
        {quantity > 0 && (
          <span className="badge rounded-pill bg-success position-absolute bottom-0 end-0 m-2 fs-6">
            {quantity}
            <span className="visually-hidden"> dans le panier</span>
          </span>
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          <span className="badge text-bg-light border">{dish.type_dish || DEFAULT_DISH_TYPE}</span>
          {dish.requires_advance_notice && <AdvanceNoticeBadge hours={dish.advance_notice_hours} />}
        </div>
        <h3 id={titleId} className="card-title h5 mb-1">
          <Link to={details} preventScrollReset className="link-body-emphasis text-decoration-none">
            {dish.name}
          </Link>
        </h3>
        <p
          className="card-text text-body-secondary small mb-3"
          style={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {dish.description}
        </p>
        <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
          <span className="fw-bold text-primary">{formatFcfa(dish.price)}</span>
          <DishCartControl dish={dish} onAdded={onAdded} />
        </div>
      </div>
    </article>
  );
}

type DishCartControlProps = {
  dish: MenuDish;
  /** Called when the dish enters the cart (its first unit), e.g. to show a toast. */
  onAdded?: (dish: MenuDish) => void;
  /** 'lg' on the dish's details, where the control is the page's main action. */
  size?: 'sm' | 'lg';
};

/**
 * P11.1 dish card: 'Ajouter', then once in the cart a minus / quantity / plus control whose minus stops at 1.
 * Shared by the card and the dish's details, so both change the same cart line the same way. In this module, not
 * a file of its own: a separate chunk shared with the details would add its overhead to the home page.
 */
export function DishCartControl({ dish, onAdded, size = 'sm' }: DishCartControlProps) {
  const { items, lineQuantity, quantityOf, add, setQuantity } = useCart();
  // A dish with choices adds a new line each time through its dialog; without, its one line is counted here.
  const withChoices = !!dish.option_groups?.length;
  const quantity = withChoices ? 0 : lineQuantity(dish.id);
  const soldOut = isSoldOut(dish);
  // "+" stops at what an order takes of the dish and at today's portions left, its lines with a note counted.
  const full =
    roomForDish(items, dish.id) === 0 ||
    (dish.portions_left !== undefined && quantityOf(dish.id) >= dish.portions_left);
  const [choosing, setChoosing] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  // The 'Ajouter' button gives way to the quantity control; keep keyboard focus on it.
  const plusRef = useRef<HTMLButtonElement>(null);
  const focusPlus = useRef(false);
  useEffect(() => {
    if (quantity > 0 && focusPlus.current) {
      focusPlus.current = false;
      plusRef.current?.focus();
    }
  }, [quantity]);

  const addOne = () =>
    add({ id: dish.id, name: dish.name, price: dish.price, image: dish.image, category: dish.category });

  const addFirst = (event: MouseEvent<HTMLButtonElement>) => {
    if (withChoices) {
      setChoosing(true);
      return;
    }
    focusPlus.current = true;
    addOne();
    void fireConfetti(originOf(event.currentTarget));
    onAdded?.(dish);
  };

  const addChosen = (line: Omit<CartItem, 'quantity'>) => {
    add(line);
    setChoosing(false);
    if (addRef.current) void fireConfetti(originOf(addRef.current));
    onAdded?.(dish);
  };

  const round = size === 'lg' ? 44 : 36;
  // Sold out for today: the server would refuse it at checkout, so it cannot be added.
  if (soldOut && quantity === 0) {
    return (
      <button type="button" className={`btn btn-outline-secondary btn-${size} px-3`} disabled>
        Épuisé
      </button>
    );
  }
  if (quantity === 0) {
    return (
      // A list of "Ajouter" says nothing to a screen reader: the button names its dish.
      <>
        <button
          ref={addRef}
          type="button"
          className={`btn btn-primary btn-${size} px-3`}
          aria-label={`Ajouter ${dish.name}`}
          aria-haspopup={withChoices ? 'dialog' : undefined}
          onClick={addFirst}
        >
          Ajouter
        </button>
        {choosing && (
          <Suspense fallback={null}>
            <DishOptionsDialog dish={dish} onHide={() => setChoosing(false)} onAdd={addChosen} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <div className="d-flex align-items-center gap-1">
      <button
        type="button"
        className={`btn btn-outline-primary btn-${size} rounded-circle${size === 'lg' ? ' p-0' : ''}`}
        style={{ width: round, height: round }}
        aria-label={portionLabels(dish.name).remove}
        disabled={quantity <= 1}
        onClick={() => setQuantity(dish.id, quantity - 1)}
      >
        −
      </button>
      <span
        className={`fw-semibold text-center${size === 'lg' ? ' fs-5' : ''}`}
        style={{ minWidth: '2ch' }}
        aria-live="polite"
      >
        {quantity}
      </span>
      <button
        ref={plusRef}
        type="button"
        className={`btn btn-primary btn-${size} rounded-circle${size === 'lg' ? ' p-0' : ''}`}
        style={{ width: round, height: round }}
        aria-label={portionLabels(dish.name).add}
        disabled={soldOut || full}
        onClick={addOne}
      >
        +
      </button>
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21Z"
        fill={filled ? '#c0392b' : 'none'}
        stroke="#c0392b"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" fill="currentColor" />
    </svg>
  );
}
