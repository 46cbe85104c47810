import { useState } from 'react';
import {
  adminDishCreateSchema,
  dishPortionsSchema,
  optionAdminMessages,
  type AdminMenuDish,
  type Allergen,
} from '@lome/shared';
import type { FieldErrors } from '@/lib/form-errors';
import { useCreateDish } from '../api/create-dish';
import { setDishOptionGroups } from '../api/set-dish-option-groups';
import { setDishPortions } from '../api/set-dish-portions';
import { useUpdateDish } from '../api/update-dish';
import { useMenuMutation } from './use-menu-mutation';
import { usePictureWrite } from './use-picture-write';

export type DishDraft = {
  name: string;
  description: string;
  price: string;
  category_id: string;
  type_name: string;
};

/** What a dish carries (decision 0081), edited with it: allergens, groups of choices in order, today's portions. */
export type DishCarries = { allergens: Allergen[]; groupIds: string[]; portions: string };

const draftOf = (dish: AdminMenuDish | undefined, categoryId: string): DishDraft => ({
  name: dish?.name ?? '',
  description: dish?.description ?? '',
  price: dish ? String(dish.price) : '',
  category_id: dish?.category_id ?? categoryId,
  type_name: dish?.type_name ?? '',
});

const carriesOf = (dish: AdminMenuDish | undefined): DishCarries => ({
  allergens: dish?.allergens ?? [],
  groupIds: dish?.option_group_ids ?? [],
  portions: dish?.portions === null || dish?.portions === undefined ? '' : String(dish.portions),
});

const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
const digits = (typed: string) => typed.replace(/[\s\u00a0\u202f]/g, '');

/** "12" as 12, empty as unlimited (null); anything else left for the schema to refuse. */
const portionsOf = (typed: string) => {
  const t = digits(typed);
  return t === '' ? null : /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * The dish dialog's state: the fields as typed, the new photo, and one submit that uploads the photo first (its
 * variants are made then), then creates or updates the dish with it, then what it carries when that changed.
 * Errors land under their fields.
 */
export function useDishForm(dish: AdminMenuDish | undefined, categoryId: string, onDone: () => void) {
  const [draft, setDraft] = useState(() => draftOf(dish, categoryId));
  const [carries, setCarries] = useState(() => carriesOf(dish));
  const create = useCreateDish();
  const update = useUpdateDish();
  // Its own mutation, so the editor and the public menu are read again once the groups and portions are stored.
  const extras = useMenuMutation(async (x: { id: string; groupIds?: string[]; portions?: number | null }) => {
    if (x.groupIds) await setDishOptionGroups(x.id, x.groupIds);
    if (x.portions !== undefined) await setDishPortions(x.id, x.portions);
  });
  const write = usePictureWrite([create, update, extras], onDone);
  const [portionsError, setPortionsError] = useState<string | undefined>();

  const set = (field: keyof DishDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const carry = (patch: Partial<DishCarries>) => setCarries((c) => ({ ...c, ...patch }));

  function submit() {
    // The price as typed: '2 500' is read as 2500; anything not a whole number is left for the schema to refuse.
    const price = digits(draft.price);
    const parsed = adminDishCreateSchema.safeParse({
      name: draft.name,
      description: draft.description || null,
      price: /^\d+$/.test(price) ? Number(price) : Number.NaN,
      category_id: draft.category_id,
      type_name: draft.type_name || null,
    });
    const portions = dishPortionsSchema.safeParse({ portions: portionsOf(carries.portions) });
    setPortionsError(portions.success ? undefined : optionAdminMessages.portions);
    if (!portions.success) return Promise.resolve();
    const before = carriesOf(dish);
    const allergensChanged = !same(carries.allergens, before.allergens);
    return write.submit(parsed, async (body) => {
      const saved = dish
        ? await update.mutateAsync({
            id: dish.id,
            ...body,
            ...(allergensChanged && { allergens: carries.allergens }),
          })
        : await create.mutateAsync(body);
      if (!dish && allergensChanged) await update.mutateAsync({ id: saved.id, allergens: carries.allergens });
      const groupsChanged = !same(carries.groupIds, before.groupIds);
      const portionsChanged = portions.data.portions !== portionsOf(before.portions);
      if (groupsChanged || portionsChanged) {
        await extras.mutateAsync({
          id: saved.id,
          ...(groupsChanged && { groupIds: carries.groupIds }),
          ...(portionsChanged && { portions: portions.data.portions }),
        });
      }
    });
  }

  const errors: FieldErrors = portionsError ? { ...write.errors, portions: portionsError } : write.errors;
  return { ...write, errors, draft, set, carries, carry, submit };
}
