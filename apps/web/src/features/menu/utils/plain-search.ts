import { localSpellingsOf, type MenuDish } from '@lome/shared';
import { foldText } from './text';

// Apart from dishes.ts, which the home page loads too: the spelling table stays on the menu page.
/**
 * Dishes whose name, description or local spellings contain the search text, ignoring case and accents; blank
 * keeps all. What the menu shows until the ranked, typo-tolerant search (dish-index.ts) has loaded.
 */
export function searchDishes(dishes: readonly MenuDish[], search: string): MenuDish[] {
  const q = foldText(search);
  if (!q) return [...dishes];
  return dishes.filter((d) => {
    const text = `${d.name} ${d.description}`;
    return foldText(text).includes(q) || localSpellingsOf(text).includes(q);
  });
}
