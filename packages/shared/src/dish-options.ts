// A dish's choices (issue 33, decision 0081): groups of choices ("Accompagnement", "Taille", "Piment",
// "Suppléments") with a minimum and a maximum, each choice changing the unit price by whole FCFA. One pure rule
// resolves what a line chose, for the server that prices it and the dialog that shows the price as it changes.
// No zod here: the dish pages read it.
import type { Allergen } from './allergens.js';
import { LINE_NOTE_MAX } from './line-key.js';

// What identifies a line lives apart: the cart, on every page, needs it without the rest of the choices' rule.
export { cleanNote, LINE_NOTE_MAX, lineKey } from './line-key.js';

export type OptionChoice = {
  id: string;
  name: string;
  /** Whole FCFA added to the dish's price (negative for a smaller size; the line never goes below 0). */
  price_delta: number;
  is_default: boolean;
  /** Off today: shown struck through, refused at order time. */
  available: boolean;
  allergens: Allergen[];
};

export type OptionGroup = {
  id: string;
  name: string;
  /** A required group needs at least max(min, 1) choices; another group takes none, or between min and max. */
  required: boolean;
  min: number;
  max: number;
  choices: OptionChoice[];
};

/** A choice as a line keeps it: the group and choice names of the day it was sold, and its price change. */
export type ChosenOption = {
  choice_id: string;
  group_id: string;
  group: string;
  name: string;
  price_delta: number;
};

export type OptionError =
  | { code: 'OPTION_REQUIRED'; group: string }
  | { code: 'OPTION_COUNT'; group: string; min: number; max: number }
  | { code: 'OPTION_UNAVAILABLE'; choice: string | null };

export type ResolvedOptions =
  { ok: true; chosen: ChosenOption[]; delta: number } | { ok: false; error: OptionError };

/** The most choices one line may carry. */
export const MAX_OPTIONS_PER_LINE = 20;

/** The fewest choices a group takes when it takes any: a required group at least one. */
export const groupMinimum = (g: Pick<OptionGroup, 'required' | 'min'>): number =>
  g.required ? Math.max(1, g.min) : g.min;

/** A choice may be picked more than once only in a group that takes several ("2 œufs en plus"). */
export const groupRepeats = (g: Pick<OptionGroup, 'max'>): boolean => g.max > 1;

/**
 * What a client that sends no choices gets (a payload written from the spec): each required group takes its
 * defaults that are on today, completed by its first choices on today up to its minimum; other groups take none.
 */
export function defaultChoiceIds(groups: readonly OptionGroup[]): string[] {
  const ids: string[] = [];
  for (const g of groups) {
    if (!g.required) continue;
    const on = g.choices.filter((c) => c.available);
    const picked = on.filter((c) => c.is_default).slice(0, g.max);
    for (const c of on) {
      if (picked.length >= groupMinimum(g)) break;
      if (!picked.includes(c)) picked.push(c);
    }
    ids.push(...picked.map((c) => c.id));
  }
  return ids;
}

/**
 * Checks the choices of one line against its dish's groups and returns them in the groups' order with the unit
 * price change. `ids` undefined means "not said" (defaults apply); a choice id repeated counts twice.
 */
export function resolveOptions(
  groups: readonly OptionGroup[],
  ids: readonly string[] | undefined,
): ResolvedOptions {
  const wanted = ids ?? defaultChoiceIds(groups);
  const byId = new Map(groups.flatMap((g) => g.choices.map((c) => [c.id, { group: g, choice: c }] as const)));
  const counts = new Map<string, number>();
  for (const id of wanted) {
    const found = byId.get(id);
    if (!found) return { ok: false, error: { code: 'OPTION_UNAVAILABLE', choice: null } };
    if (!found.choice.available)
      return { ok: false, error: { code: 'OPTION_UNAVAILABLE', choice: found.choice.name } };
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const chosen: ChosenOption[] = [];
  for (const g of groups) {
    const inGroup = g.choices.flatMap((c) => Array<OptionChoice>(counts.get(c.id) ?? 0).fill(c));
    if (inGroup.length === 0 && g.required)
      return { ok: false, error: { code: 'OPTION_REQUIRED', group: g.name } };
    const repeated = g.choices.some((c) => (counts.get(c.id) ?? 0) > 1);
    const min = groupMinimum(g);
    if (
      inGroup.length > 0 &&
      (inGroup.length < min || inGroup.length > g.max || (repeated && !groupRepeats(g)))
    ) {
      return { ok: false, error: { code: 'OPTION_COUNT', group: g.name, min, max: g.max } };
    }
    for (const c of inGroup) {
      chosen.push({
        choice_id: c.id,
        group_id: g.id,
        group: g.name,
        name: c.name,
        price_delta: c.price_delta,
      });
    }
  }
  return { ok: true, chosen, delta: chosen.reduce((sum, c) => sum + c.price_delta, 0) };
}

/** A unit price with its choices: the dish's price plus their changes, never below 0. */
export const unitPriceWith = (dishPrice: number, delta: number): number => Math.max(0, dishPrice + delta);

/** "Riz, Piment à part" : the choices of a line as read on a card, a ticket or an e-mail. */
export function optionsSummary(options: readonly { name: string }[] | null | undefined): string {
  const counted = new Map<string, number>();
  for (const o of options ?? []) counted.set(o.name, (counted.get(o.name) ?? 0) + 1);
  return [...counted].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name)).join(', ');
}

/** French messages of the choices, the server's refusals first. */
export const optionMessages = {
  required: (group: string, dish: string) => `Choisissez «\u00a0${group}\u00a0» pour «\u00a0${dish}\u00a0».`,
  count: (group: string, min: number, max: number, dish: string) =>
    min === max
      ? `«\u00a0${group}\u00a0» de «\u00a0${dish}\u00a0» : choisissez ${min} option${min > 1 ? 's' : ''}.`
      : `«\u00a0${group}\u00a0» de «\u00a0${dish}\u00a0» : choisissez entre ${min} et ${max} options.`,
  unavailable: (choice: string | null, dish: string) =>
    choice
      ? `«\u00a0${choice}\u00a0» n'est plus disponible aujourd'hui pour «\u00a0${dish}\u00a0». Choisissez une autre option.`
      : `Un choix de «\u00a0${dish}\u00a0» n'existe plus. Rouvrez le plat et choisissez à nouveau.`,
  soldOut: (dish: string) =>
    `«\u00a0${dish}\u00a0» est épuisé : il n'en reste plus assez aujourd'hui. Retirez-le de votre panier ou réduisez la quantité.`,
  noteTooLong: `La note est trop longue (${LINE_NOTE_MAX} caractères maximum).`,
  options: 'Choix invalides.',
  tooManyOptions: `Trop de choix sur une ligne (${MAX_OPTIONS_PER_LINE} maximum).`,
  required_label: 'Obligatoire',
  soldOutLabel: 'Épuisé',
  portionsLeft: (n: number) => `Plus que ${n} portion${n > 1 ? 's' : ''} aujourd'hui`,
} as const;

/** The message of a refusal of `resolveOptions` for dish `dish`. */
export function optionErrorMessage(error: OptionError, dish: string): string {
  switch (error.code) {
    case 'OPTION_REQUIRED':
      return optionMessages.required(error.group, dish);
    case 'OPTION_COUNT':
      return optionMessages.count(error.group, error.min, error.max, dish);
    case 'OPTION_UNAVAILABLE':
      return optionMessages.unavailable(error.choice, dish);
  }
}
