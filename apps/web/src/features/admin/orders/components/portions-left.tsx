import { optionMessages } from '@lome/shared';
import { useMenuDishes } from '../api/get-menu-dishes';

/**
 * The dishes cooked in a set number of portions and what is left of each today, one small line above the cards.
 * Read from the public menu (staff may read it); each order event reads it again (its key is under the board's).
 */
export function PortionsLeft() {
  const limited = (useMenuDishes(true, { live: true }).data ?? []).filter(
    (d) => d.available && d.portions_left !== null && d.portions_left !== undefined,
  );
  if (limited.length === 0) return null;
  return (
    <p className="small mb-2" aria-label="Portions restantes aujourd'hui">
      <span className="text-body-secondary">Portions restantes : </span>
      {limited.map((d, i) => (
        <span key={d.dish_id} className={d.portions_left === 0 ? 'text-danger fw-semibold' : undefined}>
          {i > 0 && ' · '}
          {d.dish_name}{' '}
          {d.portions_left === 0 ? `(${optionMessages.soldOutLabel.toLowerCase()})` : d.portions_left}
        </span>
      ))}
    </p>
  );
}
