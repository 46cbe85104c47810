import { useState } from 'react';
import { adminCategoryCreateSchema, type AdminMenuCategory } from '@lome/shared';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { pictureError } from '@/lib/picture-file';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useUploadPicture } from '../api/upload-picture';

/** The category dialog's state: its name and new picture; submit uploads the picture, then saves the category. */
export function useCategoryForm(category: AdminMenuCategory | undefined, onDone: () => void) {
  const [name, setName] = useState(category?.name ?? '');
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadPicture();
  const create = useCreateCategory();
  const update = useUpdateCategory();

  const chooseFile = (next: File | undefined) => {
    setFile(next);
    // No photo is fine: a dish or category keeps its picture, or shows the stand-in.
    setErrors((e) => ({ ...e, picture: next ? (pictureError(next) ?? undefined) : undefined }));
  };

  async function submit() {
    const parsed = adminCategoryCreateSchema.safeParse({ name });
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
      if (category) await update.mutateAsync({ id: category.id, ...body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return {
    name,
    setName,
    file,
    chooseFile,
    errors,
    submit,
    pending: upload.isPending || create.isPending || update.isPending,
    error: upload.error ?? create.error ?? update.error,
  };
}
