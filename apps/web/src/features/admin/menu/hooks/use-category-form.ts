import { useState } from 'react';
import { adminCategoryCreateSchema, type AdminMenuCategory } from '@lome/shared';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { usePictureWrite } from './use-picture-write';

/** The category dialog's state: its name and new picture; submit uploads the picture, then saves the category. */
export function useCategoryForm(category: AdminMenuCategory | undefined, onDone: () => void) {
  const [name, setName] = useState(category?.name ?? '');
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const write = usePictureWrite([create, update], onDone);

  const submit = () =>
    write.submit(adminCategoryCreateSchema.safeParse({ name }), (body) =>
      category ? update.mutateAsync({ id: category.id, ...body }) : create.mutateAsync(body),
    );

  return { ...write, name, setName, submit };
}
