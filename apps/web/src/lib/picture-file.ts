import { authMessages, MAX_PHOTO_UPLOAD_BYTES, MAX_PICTURE_BYTES } from '@lome/shared';

const accepted = ['image/jpeg', 'image/png', 'image/jpg'];

/** The `accept` attribute of picture inputs: JPEG, PNG, JPG (P11.6). */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * What is wrong with a chosen picture before it is uploaded, or null. The browser only knows the declared type;
 * the server checks the content (P10.5), so a renamed file is refused there.
 */
export function pictureError(file: File | null | undefined): string | null {
  if (!file) return authMessages.pictureRequired;
  if (!accepted.includes(file.type)) return authMessages.pictureType;
  if (file.size > MAX_PICTURE_BYTES) return authMessages.pictureTooLarge;
  return null;
}

/**
 * The `accept` attribute of photo inputs. HEIC is left out on purpose: an iPhone then hands over a JPEG,
 * which the server can always read (decision 0041).
 */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

// An empty type: the browser does not know the format (HEIC on some Android phones); the server reads the content.
const photoTypes = ['', 'image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** What is wrong with a chosen photo before it is uploaded, or null: a phone's photo up to 15 Mo is fine. */
export function photoError(file: File | null | undefined): string | null {
  if (!file) return authMessages.pictureRequired;
  if (!photoTypes.includes(file.type)) return authMessages.photoType;
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return authMessages.photoTooLarge;
  return null;
}
