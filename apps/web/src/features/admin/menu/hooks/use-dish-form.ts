import { useState } from 'react';
import { adminDishCreateSchema, type AdminMenuDish } from '@lome/shared';
import { useCreateDish } from '../api/create-dish';
import { useUpdateDish } from '../api/update-dish';
import { usePictureWrite } from './use-picture-write';

export type DishDraft = {
  name: string;
  description: string;
  price: string;
  category_id: string;
  type_name: string;
};

const draftOf = (dish: AdminMenuDish | undefined, categoryId: string): DishDraft => ({
  name: dish?.name ?? '',
  description: dish?.description ?? '',
  price: dish ? String(dish.price) : '',
  category_id: dish?.category_id ?? categoryId,
  type_name: dish?.type_name ?? '',
});

/**
 * The dish dialog's state: the fields as typed, the new photo, and one submit that uploads the photo first (its
 * variants are made then), then creates or updates the dish with it. Errors land under their fields.
 */
export function useDishForm(dish: AdminMenuDish | undefined, categoryId: string, onDone: () => void) {
  const [draft, setDraft] = useState(() => draftOf(dish, categoryId));
  const create = useCreateDish();
  const update = useUpdateDish();
  const write = usePictureWrite([create, update], onDone);

  const set = (field: keyof DishDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  function submit() {
    // The price as typed: '2 500' is read as 2500; anything not a whole number is left for the schema to refuse.
    const price = draft.price.replace(/[\s\u00a0\u202f]/g, '');
    const parsed = adminDishCreateSchema.safeParse({
      name: draft.name,
      description: draft.description || null,
      price: /^\d+$/.test(price) ? Number(price) : Number.NaN,
      category_id: draft.category_id,
      type_name: draft.type_name || null,
    });
    return write.submit(parsed, (body) =>
      dish ? update.mutateAsync({ id: dish.id, ...body }) : create.mutateAsync(body),
    );
  }

  return { ...write, draft, set, submit };
}
