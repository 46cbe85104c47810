import { useId, useState } from 'react';
import type { MenuDish } from '@lome/shared';
import type { DishGroup } from '../utils/dishes';
import {
  GROUP_INITIAL,
  GROUP_STEP,
  listToggle,
  remainingCount,
  showMore,
  showMoreLabel,
} from '../utils/visible-count';
import { CategoryHeader } from './category-header';
import { DishGrid } from './dish-grid';

/** P11.7 menu, 'all' filter: one category's card, 4 dishes at first, 'Voir plus (N restants)' adds 4. */
export function CategoryGroup({
  group,
  onAdded,
  first = false,
}: {
  group: DishGroup;
  onAdded?: (dish: MenuDish) => void;
  /** The page's first group: its first picture is fetched first. */
  first?: boolean;
}) {
  const headingId = useId();
  const [visible, setVisible] = useState(GROUP_INITIAL);
  const total = group.dishes.length;
  const toggle = listToggle(total, visible, GROUP_INITIAL);

  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-header bg-body border-0 pt-3">
        <CategoryHeader category={group.category} count={total} headingId={headingId} />
      </div>
      <div className="card-body">
        <DishGrid dishes={group.dishes.slice(0, visible)} onAdded={onAdded} first={first} />
        {toggle && (
          <div className="text-center mt-3">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() =>
                setVisible(toggle === 'more' ? showMore(visible, total, GROUP_STEP) : GROUP_INITIAL)
              }
            >
              {toggle === 'more' ? showMoreLabel(remainingCount(total, visible)) : 'Voir moins'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
