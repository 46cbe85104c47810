import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MenuDish } from '@lome/shared';
import { searchDishes } from '../utils/dishes';

type DishIndexModule = typeof import('../utils/dish-index');

// One download per page life, shared by every menu mounted meanwhile.
let loading: Promise<DishIndexModule> | undefined;

/**
 * The dishes matching `search`, best first. The ranked search (MiniSearch, decision 0040) is fetched when the field
 * is focused or typed in, not with the page; until it is there, or if it cannot be fetched (offline and never
 * cached), a plain accent-blind filter answers.
 */
export function useDishSearch(dishes: readonly MenuDish[], search: string) {
  const [engine, setEngine] = useState<DishIndexModule>();
  const prepare = useCallback(() => {
    loading ??= import('../utils/dish-index');
    loading.then(setEngine, () => {
      loading = undefined;
    });
  }, []);
  const typed = search.trim() !== '';
  useEffect(() => {
    if (typed) prepare();
  }, [typed, prepare]);
  const find = useMemo(() => engine?.createDishSearch(dishes), [engine, dishes]);
  const results = useMemo(() => (find ? find(search) : searchDishes(dishes, search)), [find, dishes, search]);
  return { results, prepare };
}
