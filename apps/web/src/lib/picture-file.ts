import { authMessages, MAX_PICTURE_BYTES } from '@lome/shared';

const accepted = ['image/jpeg', 'image/png', 'image/jpg'];

/** The `accept` attribute of picture inputs: JPEG, PNG, JPG (spec §5). */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * What is wrong with a chosen picture before it is uploaded, or null. The browser only knows the declared type;
 * the server checks the content (D6), so a renamed file is refused there.
 */
export function pictureError(file: File | null | undefined): string | null {
  if (!file) return authMessages.pictureRequired;
  if (!accepted.includes(file.type)) return authMessages.pictureType;
  if (file.size > MAX_PICTURE_BYTES) return authMessages.pictureTooLarge;
  return null;
}
