import type { MenuDish } from '@lome/shared';
import { DishCard } from './dish-card';

/** Dish cards in a responsive grid: one column on phones, up to four on wide screens. */
export function DishGrid({ dishes, onAdded }: { dishes: MenuDish[]; onAdded?: (dish: MenuDish) => void }) {
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3">
      {dishes.map((d) => (
        <div key={d.id} className="col">
          <DishCard dish={d} onAdded={onAdded} />
        </div>
      ))}
    </div>
  );
}
