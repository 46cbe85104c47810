// Loaded when the search field is first used (use-dish-search.ts): MiniSearch stays off the menu's first paint.
import MiniSearch from 'minisearch';
import { foldForSearch, localSpellingsOf, SEARCH_STOP_WORDS, type MenuDish } from '@lome/shared';

/** One term as indexed and searched: accents and case folded, French little words dropped. */
function processTerm(term: string): string | null {
  const folded = foldForSearch(term);
  return folded && !SEARCH_STOP_WORDS.has(folded) ? folded : null;
}

/**
 * A ranked, accent-blind, typo-tolerant search over the dishes: every word typed must match a word of
 * the dish's name, description or local spellings, as a prefix or with one typo (two in words of 8 letters and
 * more). The name weighs most. Returns the matching dishes, best first.
 */
export function createDishSearch(dishes: readonly MenuDish[]): (query: string) => MenuDish[] {
  const byId = new Map(dishes.map((d) => [d.id, d]));
  const index = new MiniSearch<MenuDish & { spellings: string }>({
    fields: ['name', 'spellings', 'description'],
    processTerm,
    searchOptions: {
      boost: { name: 3, spellings: 2 },
      combineWith: 'AND',
      prefix: true,
      fuzzy: 0.2,
    },
  });
  index.addAll(dishes.map((d) => ({ ...d, spellings: localSpellingsOf(`${d.name} ${d.description}`) })));
  return (query) => {
    if (!query.trim()) return [...dishes];
    return index.search(query).flatMap((hit) => byId.get(hit.id as string) ?? []);
  };
}
