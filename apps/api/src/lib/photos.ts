import sharp, { type Sharp } from 'sharp';
import { MAX_PICTURE_BYTES } from '@lome/shared';

/** A photo larger than this many pixels is refused before decoding: a small file can unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A photo as stored: JPEG, or PNG when it has transparency (a logo). */
export type StoredPhoto = { data: Buffer; type: 'jpg' | 'png' };

/** Longest side of a stored photo: above the widest variant served (960 px), far below a phone's 4000. */
export const PHOTO_MAX_SIDE = 1600;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * Whether the first bytes are those of a photo format a phone sends: JPEG, PNG, WebP, or HEIF (HEIC, AVIF).
 * Judged by content, whatever the file's name or declared type says (P10.5).
 */
export function looksLikePhoto(data: Buffer): boolean {
  if (data.length < 12) return false;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true;
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return true;
  return data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12));
}

// Tried in turn until one fits in MAX_PICTURE_BYTES: a noisy photo may need a lower quality.
const jpegs = [82, 70, 55].map(
  (quality) => (img: Sharp) => img.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }),
);
const pngs = [(img: Sharp) => img.png({ compressionLevel: 9 }), (img: Sharp) => img.png({ palette: true })];

/**
 * A phone's photo made storable: turned upright by its EXIF orientation, at most PHOTO_MAX_SIDE px,
 * re-encoded within MAX_PICTURE_BYTES, its metadata (place, device) dropped. Undefined when sharp cannot decode
 * it (a truncated file, a forged header, HEIC where libvips has no HEVC decoder) or it has too many pixels.
 */
export async function storablePhoto(data: Buffer): Promise<StoredPhoto | undefined> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const transparent = meta.hasAlpha && meta.format === 'png';
    const encoders = transparent ? [...pngs, ...jpegs] : jpegs;
    for (const [i, encode] of encoders.entries()) {
      const upright = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const out = await encode(upright).toBuffer();
      if (out.length <= MAX_PICTURE_BYTES)
        return { data: out, type: transparent && i < pngs.length ? 'png' : 'jpg' };
    }
    return undefined;
  } catch {
    return undefined;
  }
}
