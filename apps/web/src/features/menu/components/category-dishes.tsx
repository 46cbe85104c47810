import { useId, useState } from 'react';
import type { Category, MenuDish } from '@lome/shared';
import { FLAT_INITIAL, listToggle } from '../utils/visible-count';
import { CategoryHeader } from './category-header';
import { DishGrid } from './dish-grid';

type CategoryDishesProps = { category: Category; dishes: MenuDish[]; onAdded?: (dish: MenuDish) => void };

/** P11.7 menu, one category selected: a grid of 6, 'Voir tous les plats (N)' shows them all. */
export function CategoryDishes({ category, dishes, onAdded }: CategoryDishesProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const total = dishes.length;
  const visible = expanded ? total : Math.min(total, FLAT_INITIAL);
  const toggle = listToggle(total, visible, FLAT_INITIAL);

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3">
        <CategoryHeader category={category} count={total} headingId={headingId} />
      </div>
      <DishGrid dishes={dishes.slice(0, visible)} onAdded={onAdded} first />
      {toggle && (
        <div className="text-center mt-3">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setExpanded(toggle === 'more')}
          >
            {toggle === 'more' ? `Voir tous les plats (${total})` : 'Voir moins'}
          </button>
        </div>
      )}
    </section>
  );
}
