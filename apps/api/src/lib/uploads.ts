import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authMessages, hasNul, MAX_PICTURE_BYTES, MAX_PHOTO_UPLOAD_BYTES, messages } from '@lome/shared';
import { AppError } from './app-error.js';
import { looksLikePhoto, storablePhoto } from './photos.js';

export type ImageType = 'jpg' | 'png';

/**
 * Multipart limits for forms carrying pictures: a phone's photo up to 15 MB (documents are held to 2 MB
 * below). `fieldSize` (bytes) is far above the longest text a form takes (TEXT_LIMITS): busboy cuts a longer field
 * silently, so a cut field is refused below.
 */
export const multipartLimits = {
  fileSize: MAX_PHOTO_UPLOAD_BYTES,
  files: 3,
  fields: 40,
  fieldSize: 16 * 1024,
};

/** JPEG or PNG judged by the first bytes: a renamed text file is not a picture, whatever its name says. */
export function detectImageType(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((b, i) => data[i] === b)) return 'png';
  return undefined;
}

export type Picture = { data: Buffer; type: ImageType };
export type MultipartForm = { fields: Record<string, string>; pictures: Record<string, Picture> };

const tooManyCodes = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Fields busboy cut at `fieldSize`, per form read: `parseFormFields` refuses them rather than store a cut text. */
const cutFields = new WeakMap<Record<string, string>, Set<string>>();

/**
 * Reads a multipart form: text fields, the photos named in `photoFields` (a phone's JPEG, PNG, WebP or HEIC up to
 * 15 MB, stored upright and small: storablePhoto) and the documents named in `documentFields` (JPEG/PNG <= 2 MB,
 * kept as sent). A browser sends an empty part for an untouched file input; it counts as no file.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  photoFields: string[],
  documentFields: string[] = [],
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'MULTIPART_REQUIRED', messages.badRequest);
  const fields: Record<string, string> = {};
  const pictures: Record<string, Picture> = {};
  const errors: Record<string, string[]> = {};
  // The app-wide guard never sees multipart parts: a NUL in a field, its name or a file name is refused here.
  const nulErrors: Record<string, string[]> = {};
  const cut = new Set<string>();
  const photos: Record<string, Buffer> = {};
  let current = photoFields[0] ?? documentFields[0] ?? 'file';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      const nul =
        hasNul(part.fieldname) ||
        (part.type === 'field'
          ? typeof part.value === 'string' && hasNul(part.value)
          : hasNul(part.filename ?? ''));
      if (nul) nulErrors[hasNul(part.fieldname) ? '_' : part.fieldname] = [messages.nulCharacter];
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        if (part.valueTruncated) cut.add(part.fieldname);
        continue;
      }
      // Read even unwanted files: an unread stream would stall the request.
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      if (photoFields.includes(part.fieldname)) {
        if (looksLikePhoto(data)) photos[part.fieldname] = data;
        else errors[part.fieldname] = [authMessages.photoType];
      } else if (documentFields.includes(part.fieldname)) {
        const type = detectImageType(data);
        if (!type) errors[part.fieldname] = [authMessages.pictureType];
        else if (data.length > MAX_PICTURE_BYTES) errors[part.fieldname] = [authMessages.pictureTooLarge];
        else pictures[part.fieldname] = { data, type };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = photoFields.includes(current)
        ? authMessages.photoTooLarge
        : authMessages.pictureTooLarge;
      throw new AppError(422, 'PICTURE_TOO_LARGE', message, { [current]: [message] });
    }
    if (code && tooManyCodes.has(code))
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
    // A body that is not the multipart it claims (cut short, broken headers): the client's fault, not ours.
    // busboy says so with a plain Error; a TypeError or the like would be a bug of ours, and stays a 500.
    const status = (error as { statusCode?: number }).statusCode;
    const clientFault =
      status === undefined ? (error as Error).constructor === Error : status >= 400 && status < 500;
    if (clientFault) throw new AppError(400, 'BAD_MULTIPART', messages.badRequest);
    throw error;
  }
  if (Object.keys(nulErrors).length > 0)
    throw new AppError(422, 'VALIDATION_ERROR', messages.invalidInput, nulErrors);
  if (Object.keys(errors).length > 0)
    throw new AppError(422, 'PICTURE_INVALID', Object.values(errors)[0]![0]!, errors);
  // Decoded once the whole form is known good: one at a time, sharp already uses both cores.
  for (const [name, data] of Object.entries(photos)) {
    const stored = await storablePhoto(data);
    if (!stored) {
      throw new AppError(422, 'PICTURE_INVALID', authMessages.photoUnreadable, {
        [name]: [authMessages.photoUnreadable],
      });
    }
    pictures[name] = stored;
  }
  if (cut.size > 0) cutFields.set(fields, cut);
  return { fields, pictures };
}

/**
 * Parses form fields with a shared schema; failures answer 422 with a French message per field. A field cut at
 * the multipart size limit is refused too: with the schema's own message, or the generic one if it has none.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  for (const name of cutFields.get(fields) ?? []) {
    errors[name] ??= [messages.tooLong(multipartLimits.fieldSize)];
  }
  if (parsed.success && Object.keys(errors).length === 0) return parsed.data;
  throw new AppError(422, 'VALIDATION_ERROR', messages.invalidInput, errors);
}

const randomName = (type: ImageType) => `${randomBytes(16).toString('hex')}.${type}`;

/** Public URL path prefix of profile pictures; the uploads plugin serves $DATA_DIR/uploads at /uploads/. */
const PICTURES_URL = '/uploads/pictures/';

/** Stores a public picture under a random name and returns its URL path (`/uploads/pictures/<name>`). */
export async function savePublicPicture(dataDir: string, picture: Picture): Promise<string> {
  const dir = path.join(dataDir, 'uploads', 'pictures');
  await fs.mkdir(dir, { recursive: true });
  const name = randomName(picture.type);
  await fs.writeFile(path.join(dir, name), picture.data, { flag: 'wx' });
  return PICTURES_URL + name;
}

/** Stores a private document (never served publicly) under $DATA_DIR/private and returns its file name. */
export async function savePrivateDocument(dataDir: string, picture: Picture): Promise<string> {
  const dir = path.join(dataDir, 'private');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = randomName(picture.type);
  await fs.writeFile(path.join(dir, name), picture.data, { flag: 'wx', mode: 0o600 });
  return name;
}

/** Where a private document returned by `savePrivateDocument` lives on disk. */
export const privateDocumentPath = (dataDir: string, name: string): string =>
  path.join(dataDir, 'private', path.basename(name));

/** Removes a picture stored by `savePublicPicture`; other URLs (seeded, external) are left alone. */
export async function removePublicPicture(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PICTURES_URL)) return;
  await fs.rm(path.join(dataDir, 'uploads', 'pictures', path.basename(url)), { force: true });
}

/** Removes a private document stored by `savePrivateDocument`. */
export async function removePrivateDocument(dataDir: string, name: string | null | undefined): Promise<void> {
  if (name) await fs.rm(privateDocumentPath(dataDir, name), { force: true });
}
