import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { messages, type Allergen } from '@lome/shared';
import { AddedToast, useAddedToast } from '@/features/cart';
import { useMenu } from '../api/get-menu';
import { useDishSearch } from '../hooks/use-dish-search';
import { menuHasAllergens, withoutAllergens } from '../utils/allergen-filter';
import {
  ALL_CATEGORIES,
  categoriesInDishOrder,
  filterByCategory,
  groupByCategory,
  OTHER_DISHES,
} from '../utils/dishes';
import { CategoryDishes } from './category-dishes';
import { CategoryGroup } from './category-group';
import { MenuFilterBar } from './menu-filter-bar';

/** P11.1 menu: search and category filters over the whole menu, grouped or flat, with the add toast. */
export function MenuBrowser() {
  const menu = useMenu();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [avoid, setAvoid] = useState<Allergen[]>([]);
  const { toast, notify, dismiss } = useAddedToast();
  const onAdded = (dish: { name: string }) => notify(dish.name);

  const categories = useMemo(() => menu.data?.categories ?? [], [menu.data]);
  const dishes = useMemo(() => menu.data?.dishes ?? [], [menu.data]);
  const found = useDishSearch(dishes, search);
  const matching = useMemo(
    () => withoutAllergens(filterByCategory(found.results, category), avoid),
    [found.results, category, avoid],
  );
  const saysAllergens = useMemo(() => menuHasAllergens(dishes), [dishes]);
  const selected = categories.find((c) => c.id === category);

  // After a filter change, bring the start of the results under the sticky bar when the visitor had scrolled
  // past it, so a shorter list does not leave them looking at the footer with the search box out of sight.
  const barRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current?.getBoundingClientRect();
    const results = resultsRef.current?.getBoundingClientRect();
    if (bar && results && results.top < bar.bottom) window.scrollBy({ top: results.top - bar.bottom - 16 });
  }, [search, category, avoid]);

  let content;
  if (menu.isPending) {
    content = (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" className="text-primary mb-2" aria-hidden="true" />
        <p className="mb-0">Chargement des plats...</p>
      </div>
    );
  } else if (menu.isError) {
    content = <Alert variant="danger">{messages.loadError}</Alert>;
  } else if (matching.length === 0) {
    content = (
      <div className="text-center py-5" role="status">
        <p className="h5">Aucun plat ne correspond à votre recherche</p>
        <p className="text-body-secondary mb-0">Essayez de modifier vos filtres ou votre recherche</p>
      </div>
    );
  } else if (category === ALL_CATEGORIES) {
    // Searching, the category holding the best match comes first; otherwise the menu's own order.
    const ordered = search.trim() ? categoriesInDishOrder(matching, categories) : categories;
    content = groupByCategory(matching, ordered).map((g, i) => (
      <CategoryGroup key={g.category.id} group={g} onAdded={onAdded} first={i === 0} />
    ));
  } else {
    content = (
      <CategoryDishes
        key={category}
        category={selected ?? { id: category, name: OTHER_DISHES, bgImage: null }}
        dishes={matching}
        onAdded={onAdded}
      />
    );
  }

  return (
    <>
      <MenuFilterBar
        ref={barRef}
        categories={categories}
        selected={category}
        onSelect={setCategory}
        search={search}
        onSearch={setSearch}
        onSearchFocus={found.prepare}
        allergens={saysAllergens ? { avoid, onChange: setAvoid } : undefined}
      />
      <div ref={resultsRef} className="container" style={{ minHeight: '70vh' }}>
        {content}
      </div>
      <AddedToast toast={toast} onClose={dismiss} />
    </>
  );
}
