/**
 * What the demo's dishes carry (decision 0081): groups of choices a Lomé kitchen really offers, attached to the
 * dishes they fit, and the allergens each recipe holds. Kept off the dishes customers' journeys add straight to
 * the cart (Thieboudienne, Fufu, Koklo méme...), which keep adding at once.
 */
import type { Allergen } from '@lome/shared';
import type { CatalogueRows } from '../modules/catalogue/catalogue.service.js';
import { newId } from '../lib/ids.js';

type DemoChoice = { name: string; price_delta: number; is_default?: boolean; allergens?: Allergen[] };

export type DemoOptionGroup = {
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: DemoChoice[];
  /** The dishes carrying the group, by name; a dish lists its groups in this file's order. */
  dishes: string[];
};

const spicy = [
  'Kedjenou de poulet',
  'Mafé de bœuf',
  'Riz sauce graine',
  'Gboma dessi',
  'Akoumé sauce fétri',
  'Pâte sauce adémè',
  'Djenkoumé',
  'Kom et poisson frit',
  'Ablo et poisson frit',
  'Choukouya de mouton',
  'Capitaine braisé',
  'Brochettes de bœuf au kankankan',
];

export const demoOptionGroups: DemoOptionGroup[] = [
  {
    name: 'Accompagnement',
    required: true,
    min: 1,
    max: 1,
    choices: [
      { name: 'Attiéké', price_delta: 0, is_default: true },
      { name: 'Riz blanc', price_delta: 0 },
      { name: 'Alloco', price_delta: 0 },
      { name: 'Akoumé', price_delta: 0 },
    ],
    dishes: [
      'Kedjenou de poulet',
      'Capitaine braisé',
      'Choukouya de mouton',
      'Brochettes de bœuf au kankankan',
    ],
  },
  {
    name: 'Taille du poisson',
    required: true,
    min: 1,
    max: 1,
    choices: [
      { name: 'Petit', price_delta: -500, allergens: ['fish'] },
      { name: 'Moyen', price_delta: 0, is_default: true, allergens: ['fish'] },
      { name: 'Grand', price_delta: 1000, allergens: ['fish'] },
    ],
    dishes: ['Capitaine braisé', 'Kom et poisson frit', 'Ablo et poisson frit'],
  },
  {
    name: 'Piment',
    required: true,
    min: 1,
    max: 1,
    choices: [
      { name: 'Normal', price_delta: 0, is_default: true },
      { name: 'Piment à part', price_delta: 0 },
      { name: 'Sans piment', price_delta: 0 },
    ],
    dishes: spicy,
  },
  {
    name: 'Suppléments',
    required: false,
    min: 0,
    max: 3,
    choices: [
      { name: 'Œuf dur', price_delta: 300, allergens: ['eggs'] },
      { name: 'Alloco', price_delta: 500 },
      { name: 'Avocat', price_delta: 500 },
    ],
    dishes: ['Mafé de bœuf', 'Riz sauce graine', 'Gboma dessi', 'Djenkoumé'],
  },
];

/** The allergens of the EU list each demo recipe holds, by dish name; a dish absent holds none. */
export const demoAllergens: Record<string, Allergen[]> = {
  "Salade d'avocat aux crevettes": ['crustaceans'],
  'Samoussas au bœuf': ['gluten'],
  'Pastels au thon': ['gluten', 'fish'],
  Thieboudienne: ['fish'],
  'Poulet yassa': ['mustard'],
  'Mafé de bœuf': ['peanuts'],
  'Riz sauce graine': ['fish'],
  'Fufu sauce arachide': ['peanuts'],
  'Gboma dessi': ['crustaceans', 'fish'],
  'Akoumé sauce fétri': ['crustaceans', 'fish'],
  'Pâte sauce adémè': ['fish'],
  'Kom et poisson frit': ['fish'],
  'Ablo et poisson frit': ['fish'],
  'Attiéké poisson braisé': ['fish'],
  'Choukouya de mouton': ['peanuts'],
  'Capitaine braisé': ['fish'],
  'Brochettes de bœuf au kankankan': ['peanuts'],
  'Sauce arachide aux légumes': ['peanuts'],
  Dégué: ['milk'],
  'Yovo doko': ['gluten'],
  'Akpan glacé': ['milk'],
  'Gâteau à la noix de coco': ['gluten', 'eggs', 'milk'],
};

/** The demo's groups, choices and dish links as catalogue rows, for the dishes of `dishIds` (name -> id). */
export function demoOptionRows(
  dishIds: Map<string, string>,
  now: string,
): Required<Pick<CatalogueRows, 'optionGroups' | 'optionChoices' | 'dishOptionGroups'>> {
  const rows: ReturnType<typeof demoOptionRows> = {
    optionGroups: [],
    optionChoices: [],
    dishOptionGroups: [],
  };
  const positions = new Map<string, number>();
  for (const g of demoOptionGroups) {
    const id = newId();
    rows.optionGroups.push({
      id,
      name: g.name,
      required: g.required ? 1 : 0,
      min_count: g.min,
      max_count: g.max,
      created_at: now,
      updated_at: now,
    });
    g.choices.forEach((c, position) =>
      rows.optionChoices.push({
        id: newId(),
        group_id: id,
        name: c.name,
        price_delta: c.price_delta,
        is_default: c.is_default ? 1 : 0,
        available: 1,
        allergens: JSON.stringify(c.allergens ?? []),
        position,
      }),
    );
    for (const dish of g.dishes) {
      const dishId = dishIds.get(dish);
      if (!dishId) throw new Error(`demo option group ${g.name}: no dish named ${dish}`);
      const position = positions.get(dishId) ?? 0;
      positions.set(dishId, position + 1);
      rows.dishOptionGroups.push({ dish_id: dishId, group_id: id, position });
    }
  }
  return rows;
}
