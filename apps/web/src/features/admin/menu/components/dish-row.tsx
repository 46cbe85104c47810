import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatFcfa, type AdminMenuDish } from '@lome/shared';
import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { useDeleteDish } from '../api/delete-dish';
import { useMoveDish } from '../api/move-dish';
import { useUpdateDish } from '../api/update-dish';
import { EditDeleteButtons } from './edit-delete-buttons';
import { MoveButtons } from './move-buttons';

type Switches = { available?: boolean; sold_out_today?: boolean };

type Props = {
  dish: AdminMenuDish;
  first: boolean;
  last: boolean;
  onEdit: (dish: AdminMenuDish) => void;
  /** Shows a failed action's French message above the editor. */
  onError: (error: unknown) => void;
};

/** One dish of the editor: picture, name, price, "Visible" and "Épuisé aujourd'hui" switches, order and actions. */
export function DishRow({ dish, first, last, onEdit, onError }: Props) {
  const id = useId();
  const update = useUpdateDish();
  const move = useMoveDish();
  const remove = useDeleteDish();
  // A switch shows the state asked for while the server records it, then the state read back. Kept here, set in the
  // tap itself: the mutation's pending state reaches React a task later (TanStack Query notifies through a
  // timeout), and meanwhile React had put the controlled switch back as it was.
  const [asked, setAsked] = useState<Switches | null>(null);
  const busy = !!asked || update.isPending || move.isPending || remove.isPending;
  const toggle = (patch: Switches) => {
    setAsked(patch);
    update.mutate({ id: dish.id, ...patch }, { onError, onSettled: () => setAsked(null) });
  };
  const available = asked?.available ?? dish.available;
  const soldOut = asked?.sold_out_today ?? dish.sold_out_today;

  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-3" aria-labelledby={`${id}-name`}>
      <FallbackImage
        src={dish.image}
        fallback={DISH_FALLBACK_IMAGE}
        alt=""
        width={64}
        height={48}
        sizes="64px"
        className="rounded"
      />
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <div id={`${id}-name`} className={`fw-semibold${dish.available ? '' : ' text-body-secondary'}`}>
          {dish.name}
        </div>
        <div className="text-primary fw-bold">{formatFcfa(dish.price)}</div>
        {dish.portions !== null && dish.portions !== undefined && (
          <div className="small text-body-secondary">
            {`Portions aujourd'hui : ${dish.portions_left ?? dish.portions} / ${dish.portions}`}
          </div>
        )}
      </div>
      <div className="d-flex flex-column gap-1">
        <Form.Check
          type="switch"
          role="switch"
          id={`${id}-visible`}
          label="Visible sur le menu"
          checked={available}
          disabled={busy}
          onChange={(e) => toggle({ available: e.target.checked })}
        />
        <Form.Check
          type="switch"
          role="switch"
          id={`${id}-sold-out`}
          label="Épuisé aujourd'hui"
          checked={soldOut}
          disabled={busy}
          onChange={(e) => toggle({ sold_out_today: e.target.checked })}
        />
      </div>
      <div className="d-flex align-items-center gap-2">
        <MoveButtons
          name={dish.name}
          first={first}
          last={last}
          disabled={busy}
          onMove={(direction) => move.mutate({ id: dish.id, direction }, { onError })}
        />
        <EditDeleteButtons
          name={dish.name}
          titleId={`${id}-delete`}
          onEdit={() => onEdit(dish)}
          onDelete={(done) => remove.mutate(dish.id, { onError, onSettled: done })}
          pending={remove.isPending}
        >
          Un plat déjà commandé ou réservé ne peut pas être supprimé : masquez-le plutôt.
        </EditDeleteButtons>
      </div>
    </li>
  );
}
