// The 14 allergens of the EU list (regulation 1169/2011, annex II), by the codes of the API's contract and the
// French names customers read. Kept apart from the zod schemas so the pages that only show dishes do not load zod.

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What a customer reads: "Contient : arachides, poisson". */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceans: 'crustacés',
  eggs: 'œufs',
  fish: 'poisson',
  peanuts: 'arachides',
  soy: 'soja',
  milk: 'lait',
  nuts: 'fruits à coque',
  celery: 'céleri',
  mustard: 'moutarde',
  sesame: 'sésame',
  sulphites: 'sulfites',
  lupin: 'lupin',
  molluscs: 'mollusques',
};

const known = new Set<string>(ALLERGENS);

/** Keeps the known codes of whatever a row or a request held, in the list's order, each once. */
export function sanitizeAllergens(value: unknown): Allergen[] {
  if (!Array.isArray(value)) return [];
  const given = new Set(value.filter((v): v is string => typeof v === 'string' && known.has(v)));
  return ALLERGENS.filter((a) => given.has(a));
}

/** "arachides, poisson": the French names of `codes`, in the list's order. */
export function allergenNames(codes: readonly string[]): string {
  return sanitizeAllergens(codes)
    .map((a) => ALLERGEN_LABELS[a])
    .join(', ');
}
