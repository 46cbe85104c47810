import type { MenuDish } from '@lome/shared';
import { DishCard } from './dish-card';

type DishGridProps = {
  dishes: MenuDish[];
  onAdded?: (dish: MenuDish) => void;
  /** The grid opens the page: its first picture is the largest paint on a phone, fetched first. */
  first?: boolean;
};

/** Dish cards in a responsive grid: one column on phones, up to four on wide screens. */
export function DishGrid({ dishes, onAdded, first = false }: DishGridProps) {
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3">
      {dishes.map((d, i) => (
        <div key={d.id} className="col render-when-near">
          <DishCard dish={d} onAdded={onAdded} priority={first && i === 0} />
        </div>
      ))}
    </div>
  );
}
