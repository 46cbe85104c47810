import { useRef, useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { photoError } from '@/lib/picture-file';
import { useUploadPicture } from '../api/upload-picture';

/** What a create or update mutation shows the dialog: whether it runs and how it last failed. */
type Save = { isPending: boolean; error: Error | null };

/**
 * The picture half of the menu's dialogs (category and dish): the chosen file, the errors under the fields, and one
 * submit that uploads the picture first (its variants are made then), then saves the row with it.
 *
 * The uploaded picture is remembered while the same file stays chosen: when the save fails (a refused field, the
 * network), submitting again reuses it instead of uploading the same photo a second time and leaving the first copy
 * orphaned on disk.
 */
export function usePictureWrite(saves: Save[], onDone: () => void) {
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const uploaded = useRef<{ file: File; image: string } | null>(null);
  const upload = useUploadPicture();

  const chooseFile = (next: File | undefined) => {
    setFile(next);
    // No photo is fine: a dish or category keeps its picture, or shows the stand-in.
    setErrors((e) => ({ ...e, picture: next ? (photoError(next) ?? undefined) : undefined }));
  };

  async function imageOf(chosen: File): Promise<string> {
    if (uploaded.current?.file === chosen) return uploaded.current.image;
    const { image } = await upload.mutateAsync(chosen);
    uploaded.current = { file: chosen, image };
    return image;
  }

  /** Shows the parse's and the file's errors, or uploads the picture (once) and saves; closes when saved. */
  async function submit<T extends object>(
    parsed: z.ZodSafeParseResult<T>,
    save: (body: T & { image?: string }) => Promise<unknown>,
  ) {
    const fileProblem = file ? photoError(file) : null;
    if (!parsed.success || fileProblem) {
      setErrors({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        picture: fileProblem ?? undefined,
      });
      return;
    }
    setErrors({});
    try {
      const image = file ? await imageOf(file) : undefined;
      await save({ ...parsed.data, ...(image && { image }) });
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  return {
    file,
    chooseFile,
    errors,
    submit,
    pending: upload.isPending || saves.some((s) => s.isPending),
    error: upload.error ?? saves.find((s) => s.error)?.error ?? null,
  };
}
