import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMenu, DishCard, isVeganCategory, orderVeganFirst, filterByCategory } from '@/features/menu';
import { AddedToast, useAddedToast } from '@/features/cart';
import { FadeIn } from '@/components/ui/fade-in';
import { CategoryFilter } from './category-filter';

/** P11.7: the home page shows 8 dishes of the selected category. */
export const HOME_DISHES = 8;
/** P11.7: the selection starts as 'vegan' until the categories are known. */
const INITIAL_SELECTION = 'vegan';

/** The category filter and the first dishes of the chosen category, with the add-to-cart toast. */
export function HomeDishes() {
  const menu = useMenu();
  const [selected, setSelected] = useState(INITIAL_SELECTION);
  const [settled, setSettled] = useState(false);
  const { toast, notify, dismiss } = useAddedToast();

  const categories = useMemo(() => orderVeganFirst(menu.data?.categories ?? []), [menu.data]);
  // Once loaded, the vegan category (moved first) becomes the selection; without one the selection stays.
  if (menu.data && !settled) {
    setSettled(true);
    const vegan = categories.find(isVeganCategory);
    if (vegan) setSelected(vegan.id);
  }
  const allDishes = menu.data?.dishes ?? [];
  const shown = filterByCategory(allDishes, selected).slice(0, HOME_DISHES);

  let content;
  if (menu.isPending) {
    content = (
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="col">
            <div className="card border-0 shadow-sm placeholder-glow" style={{ height: 380 }}>
              <span className="placeholder w-100" style={{ height: 200 }} />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (allDishes.length === 0) {
    content = <p className="text-center text-body-secondary py-4">Aucun plat disponible pour le moment.</p>;
  } else if (shown.length === 0) {
    content = <p className="text-center text-body-secondary py-4">Aucun plat trouvé dans cette catégorie.</p>;
  } else {
    content = (
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3">
        {shown.map((d) => (
          <div key={d.id} className="col render-when-near">
            <DishCard dish={d} onAdded={(dish) => notify(dish.name)} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <section className="py-5 bg-light" aria-labelledby="plats-titre">
      <div className="container">
        <FadeIn className="text-center mb-4">
          <h2 id="plats-titre" className="fw-bold">
            Nos spécialités
          </h2>
          <p className="text-body-secondary mb-0">
            Choisissez une catégorie et ajoutez vos plats préférés au panier.
          </p>
        </FadeIn>
        {categories.length > 0 && (
          <CategoryFilter categories={categories} selected={selected} onSelect={setSelected} />
        )}
        {content}
        <div className="text-center mt-4">
          <Link to={paths.menu} className="btn btn-outline-primary btn-lg">
            Voir tout le menu
          </Link>
        </div>
      </div>
      <AddedToast toast={toast} onClose={dismiss} />
    </section>
  );
}
