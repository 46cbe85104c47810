import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { VARIANT_FILE, variantWidths, type PictureFormat } from '@lome/shared';
import { MAX_INPUT_PIXELS } from './photos.js';
import type { Picture } from './uploads.js';

// Effort low for AVIF: at upload time on a 2-core server, 3 widths must take about a second, not ten. Quality
// 42 rather than sharp's 50: a fifth fewer bytes for each picture a phone downloads, with no loss a
// 2x phone screen shows on a dish's photo or drawing.
const encoders: Record<PictureFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 42, effort: 2 }),
  webp: (img) => img.webp({ quality: 72 }),
  jpg: (img) => img.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

const SOURCE_EXTS = ['jpg', 'png', 'svg'] as const;

async function findSource(dir: string, name: string): Promise<string | undefined> {
  for (const ext of SOURCE_EXTS) {
    const file = path.join(dir, `${name}.${ext}`);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

function render(source: Buffer, isSvg: boolean, width: number, format: PictureFormat): Promise<Buffer> {
  // A drawing is rendered at 3x its size (400 px → 1200) before scaling down, so 960 px stays sharp.
  const input = sharp(source, isSvg ? { density: 216 } : { limitInputPixels: MAX_INPUT_PIXELS });
  const resized = input.rotate().resize({ width, withoutEnlargement: !isSvg });
  return encoders[format](resized).toBuffer();
}

// Two requests for the same missing variant share one render instead of writing the file twice.
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Makes one variant file (`<name>.w<width>.<format>`, VARIANT_FILE) in `dir` from its source picture, unless it is
 * already there. Refuses widths that the picture does not have. Returns whether the file exists afterwards.
 */
export function ensureVariant(dir: string, file: string): Promise<boolean> {
  const key = path.join(dir, file);
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const match = VARIANT_FILE.exec(file);
    if (!match) return false;
    const [, name, w, , width, format] = match;
    const allowed: number[] = variantWidths(w ? Number(w) : undefined);
    if (!allowed.includes(Number(width))) return false;
    if (
      await fs.stat(key).then(
        () => true,
        () => false,
      )
    )
      return true;
    const source = await findSource(dir, name!);
    if (!source) return false;
    const data = await render(
      await fs.readFile(source),
      source.endsWith('.svg'),
      Number(width),
      format as PictureFormat,
    );
    // Written aside then renamed: a reader never gets half a file, a concurrent process the same bytes.
    const tmp = `${key}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, key);
    return true;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

/** Every variant of a stored picture (`<name>.<ext>` in `dir`): for an upload, made before it is answered. */
export async function makeAllVariants(dir: string, name: string, intrinsicWidth?: number): Promise<string[]> {
  const widths = variantWidths(intrinsicWidth);
  const files = [
    ...widths.flatMap((w) => [`${name}.w${w}.avif`, `${name}.w${w}.webp`]),
    `${name}.w${widths[widths.length - 1]}.jpg`,
  ];
  // One at a time: sharp already uses both cores for each picture.
  for (const file of files) await ensureVariant(dir, file);
  return files;
}

/** Size after EXIF rotation; undefined when sharp cannot read it as a picture (a corrupt or truncated file). */
export async function pictureSize(data: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) return undefined;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * Stores an uploaded photo (already checked as JPEG/PNG by its bytes) in the public catalogue folder under a random
 * name that carries its size (`<random>_<w>x<h>.jpg`, see packages/shared picture.ts), and makes its AVIF/WebP/JPEG
 * variants before returning. Undefined, with nothing kept, for a file sharp cannot decode (truncated,
 * forged) or too many pixels.
 */
export async function saveCataloguePicture(
  dataDir: string,
  picture: Picture,
): Promise<{ url: string; width: number; height: number } | undefined> {
  const size = await pictureSize(picture.data);
  if (!size) return undefined;
  const dir = path.join(dataDir, 'uploads', 'catalogue');
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}_${size.width}x${size.height}`;
  await fs.writeFile(path.join(dir, `${name}.${picture.type}`), picture.data, { flag: 'wx' });
  try {
    await makeAllVariants(dir, name, size.width);
  } catch {
    await removeNamed(dir, name);
    return undefined;
  }
  return { url: `/uploads/catalogue/${name}.${picture.type}`, ...size };
}

/** A picture and every variant made of it: the files of `dir` named `<name>.*`. */
async function removeNamed(dir: string, name: string): Promise<void> {
  const made = (await fs.readdir(dir).catch(() => [])).filter((f) => f.startsWith(`${name}.`));
  await Promise.all(made.map((f) => fs.rm(path.join(dir, f), { force: true })));
}

// An uploaded picture's address (saveCataloguePicture): a random name carrying its size. Seeded drawings never match.
const UPLOADED = /^\/uploads\/catalogue\/([0-9a-f]{32}_\d{1,5}x\d{1,5})\.(?:jpg|png)$/;

/** Removes an uploaded catalogue picture and its variants; seeded or external pictures are left alone. */
export async function removeCataloguePicture(dataDir: string, url: string | null | undefined): Promise<void> {
  const name = url ? UPLOADED.exec(url)?.[1] : undefined;
  if (name) await removeNamed(path.join(dataDir, 'uploads', 'catalogue'), name);
}
