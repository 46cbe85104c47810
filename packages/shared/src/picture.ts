/**
 * Raster variants of catalogue pictures (docs/decisions/0027-picture-variants.md). A picture stored at
 * `/uploads/catalogue/<name>.<svg|jpg|png>` has AVIF and WebP variants `<name>.w<width>.<avif|webp>` at the widths
 * below, and a JPEG `<name>.w<largest>.jpg` for old browsers and link previews. An uploaded photo's name carries its
 * size (`<random>_<width>x<height>.jpg`), so anyone holding the URL knows its variants without asking the server.
 */

/**
 * Widths of the variants: a category icon or a cart line, then a phone's full-width card or dish dialog (334 and
 * 358 px on a 390 px screen) at 1x, 1.3x and 2x (a cheap Android phone: 720 covers 668 and 716, where 800 cost a
 * fifth more bytes a picture), and a wide dialog or a 2.75x phone. Steps close to what the slots need keep the
 * browser from taking a picture much too wide, paid over mobile data (decision 0053).
 */
export const PICTURE_WIDTHS = [160, 320, 480, 720, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number] | 'jpg';

const CATALOGUE_PICTURE = /^\/uploads\/catalogue\/([A-Za-z0-9-]+(?:_(\d{1,5})x(\d{1,5}))?)\.(svg|jpg|png)$/;

/** A variant's file name in the catalogue folder: `<name>.w<width>.<format>`. */
export const VARIANT_FILE = /^([A-Za-z0-9-]+(?:_(\d{1,5})x(\d{1,5}))?)\.w(\d{3,4})\.(avif|webp|jpg)$/;

export type PictureSources = {
  /** Intrinsic size, for the `<img>`'s width and height (its aspect ratio). */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** A JPEG at the largest width: the `<img>` fallback and what link previews show. */
  jpeg: string;
};

/** The widths a picture of this intrinsic width gets: a photo is never enlarged, a drawing has every width. */
export function variantWidths(intrinsicWidth: number | undefined): PictureWidth[] {
  if (intrinsicWidth === undefined) return [...PICTURE_WIDTHS];
  const widths = PICTURE_WIDTHS.filter((w) => w <= intrinsicWidth);
  return widths.length > 0 ? widths : [PICTURE_WIDTHS[0]];
}

/**
 * The variants of a catalogue picture, or undefined for any other URL (an external or a profile picture).
 * `size` is the drawing's size for seeded SVG names, which carry none (dishes 400 x 300, articles 600 x 340).
 */
export function pictureSources(
  url: string | null | undefined,
  size: { width: number; height: number },
): PictureSources | undefined {
  const match = url ? CATALOGUE_PICTURE.exec(url) : null;
  if (!match) return undefined;
  const [, name, w, h, ext] = match;
  const raster = ext !== 'svg';
  if (raster && !w) return undefined;
  const widths = variantWidths(raster ? Number(w) : undefined);
  const at = (width: number, format: PictureFormat) => `/uploads/catalogue/${name}.w${width}.${format}`;
  const srcset = (format: PictureFormat) => widths.map((x) => `${at(x, format)} ${x}w`).join(', ');
  return {
    width: w ? Number(w) : size.width,
    height: h ? Number(h) : size.height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    jpeg: at(widths[widths.length - 1]!, 'jpg'),
  };
}
