import { useState } from 'react';
import { adminDishCreateSchema, type AdminMenuDish } from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { pictureError } from '@/lib/picture-file';
import { useCreateDish } from '../api/create-dish';
import { useUpdateDish } from '../api/update-dish';
import { useUploadPicture } from '../api/upload-picture';

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
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadPicture();
  const create = useCreateDish();
  const update = useUpdateDish();

  const set = (field: keyof DishDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const chooseFile = (next: File | undefined) => {
    setFile(next);
    // No photo is fine: a dish or category keeps its picture, or shows the stand-in.
    setErrors((e) => ({ ...e, picture: next ? (pictureError(next) ?? undefined) : undefined }));
  };

  async function submit() {
    // The price as typed: '2 500' is read as 2500; anything not a whole number is left for the schema to refuse.
    const price = draft.price.replace(/[\s\u00a0\u202f]/g, '');
    const parsed = adminDishCreateSchema.safeParse({
      name: draft.name,
      description: draft.description || null,
      price: /^\d+$/.test(price) ? Number(price) : Number.NaN,
      category_id: draft.category_id,
      type_name: draft.type_name || null,
    });
    const fileProblem = file ? pictureError(file) : null;
    if (!parsed.success || fileProblem) {
      setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        picture: fileProblem ?? undefined,
      });
      return;
    }
    setErrors({});
    try {
      const image = file ? (await upload.mutateAsync(file)).image : undefined;
      const body = { ...parsed.data, ...(image && { image }) };
      if (dish) await update.mutateAsync({ id: dish.id, ...body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return {
    draft,
    set,
    file,
    chooseFile,
    errors,
    submit,
    pending: upload.isPending || create.isPending || update.isPending,
    error: upload.error ?? create.error ?? update.error,
  };
}
