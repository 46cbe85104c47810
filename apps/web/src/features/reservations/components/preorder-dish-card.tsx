import { useId, type MouseEvent } from 'react';
import { formatFcfa, type Dish } from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { Icon } from '@/components/ui/icon';
import { AdvanceNoticeBadge } from '@/features/menu';

type Props = {
  dish: Dish;
  quantity: number;
  onReserve: (dish: Dish, event: MouseEvent<HTMLButtonElement>) => void;
};

/** A dish of the pre-reservation page (P11.1): price in FCFA, preparation time, advance-notice badge. */
export function PreorderDishCard({ dish, quantity, onReserve }: Props) {
  const titleId = useId();
  return (
    <article className="card h-100 shadow-sm border-0" aria-labelledby={titleId}>
      <div className="position-relative">
        <FallbackImage
          src={dish.bg_image}
          fallback={DISH_FALLBACK_IMAGE}
          alt={dish.dish_name}
          width={400}
          height={200}
          sizes="(min-width: 1200px) 300px, (min-width: 992px) 310px, (min-width: 576px) 50vw, calc(100vw - 56px)"
          className="card-img-top"
          style={{ height: 200 }}
        />
        {dish.requires_advance_notice && (
          <AdvanceNoticeBadge
            hours={dish.advance_notice_hours}
            className="position-absolute top-0 start-0 m-2"
          />
        )}
        {quantity > 0 && (
          <span className="badge rounded-pill bg-success position-absolute bottom-0 end-0 m-2 fs-6">
            {quantity}
            <span className="visually-hidden"> réservé{quantity > 1 ? 's' : ''}</span>
          </span>
        )}
      </div>
      <div className="card-body d-flex flex-column">
        <h3 id={titleId} className="card-title h5 mb-1">
          {dish.dish_name}
        </h3>
        <p className="card-text text-body-secondary small mb-2">{dish.dish_description}</p>
        {/* A dish needing notice shows the notice, not a preparation time that would say otherwise. */}
        {dish.preparation_time && !dish.requires_advance_notice && (
          <p className="small mb-3 d-flex align-items-center gap-1">
            <Icon name="clock" size={16} />
            <span>
              <span className="visually-hidden">Préparation : </span>
              {dish.preparation_time}
            </span>
          </p>
        )}
        <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
          <span className="fw-bold text-primary">{formatFcfa(dish.dish_price)}</span>
          <button
            type="button"
            className="btn btn-primary btn-sm px-3"
            onClick={(e) => onReserve(dish, e)}
            aria-label={`Réserver ${dish.dish_name}`}
          >
            Réserver
          </button>
        </div>
      </div>
    </article>
  );
}
