import {
  adminPublicationMessages,
  catalogueMessages,
  type AdminPublication,
  type PublicationForm,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { removeCataloguePicture, saveCataloguePicture } from '../../lib/picture-variants.js';
import type { Picture } from '../../lib/uploads.js';
import { recordAudit } from '../audit/audit.service.js';
import { bumpCatalogueVersion } from './catalogue.version.js';
import * as repo from './publications.repository.js';

/** Where pictures go and who acts: each write is audited in its transaction. */
export type PublicationDeps = { db: Db; dataDir: string; actorId: string };

const notFound = () => new AppError(404, 'PUBLICATION_NOT_FOUND', catalogueMessages.publicationNotFound);

async function checkType(db: Db, typeId: string | null | undefined): Promise<void> {
  if (typeId && !(await repo.typeExists(db, typeId))) {
    throw new AppError(422, 'VALIDATION_ERROR', adminPublicationMessages.type, {
      type_publish_id: [adminPublicationMessages.type],
    });
  }
}

/**
 * Runs a write that may store a new picture. It is stored first, with its AVIF/WebP variants for /blog's
 * `<picture>` (decision 0027): files cannot be part of a transaction, so they are removed again if the write fails.
 */
async function withPicture<T>(
  dataDir: string,
  picture: Picture | undefined,
  write: (image: string | undefined) => Promise<T>,
): Promise<T> {
  let image: string | undefined;
  if (picture) {
    // JPEG/PNG by its first bytes already; sharp must also be able to read it (not truncated, not forged).
    image = (await saveCataloguePicture(dataDir, picture))?.url;
    if (!image) {
      throw new AppError(422, 'PICTURE_INVALID', adminPublicationMessages.image, {
        image: [adminPublicationMessages.image],
      });
    }
  }
  try {
    return await write(image);
  } catch (error) {
    await removeCataloguePicture(dataDir, image);
    throw error;
  }
}

export async function listPublicationsForAdmin(db: Db): Promise<AdminPublication[]> {
  return repo.listAll(db);
}

/** Publishes an article; /blog shows it from the next request (the catalogue version moves). */
export async function createPublication(
  deps: PublicationDeps,
  input: PublicationForm,
  picture: Picture | undefined,
): Promise<AdminPublication> {
  await checkType(deps.db, input.type_publish_id);
  return withPicture(deps.dataDir, picture, (image) =>
    deps.db.transaction().execute(async (trx) => {
      const row: AdminPublication = {
        id: newId(),
        title: input.title,
        excerpt: input.excerpt ?? null,
        content: input.content ?? null,
        image: image ?? null,
        type_publish_id: input.type_publish_id ?? null,
        created_at: nowIso(),
      };
      await repo.insert(trx, row);
      await bumpCatalogueVersion(trx);
      await recordAudit(trx, {
        actorId: deps.actorId,
        action: 'publication.create',
        subjectType: 'publication',
        subjectId: row.id,
        after: row,
      });
      return row;
    }),
  );
}

/**
 * Edits an article. A field left out stays as it was; a new picture replaces the old one, `remove_image`
 * takes it off. The replaced file is deleted once the change is committed.
 */
export async function updatePublication(
  deps: PublicationDeps,
  id: string,
  input: PublicationForm,
  picture: Picture | undefined,
): Promise<AdminPublication> {
  await checkType(deps.db, input.type_publish_id);
  const { before, after } = await withPicture(deps.dataDir, picture, (image) =>
    deps.db.transaction().execute(async (trx) => {
      // First: on PostgreSQL the version row's lock makes a second admin's edit wait and read this one's picture,
      // so a picture replaced twice at once is never left behind on disk.
      await bumpCatalogueVersion(trx);
      const before = await repo.findOne(trx, id);
      if (!before) throw notFound();
      const after: AdminPublication = {
        ...before,
        title: input.title,
        excerpt: input.excerpt === undefined ? before.excerpt : input.excerpt,
        content: input.content === undefined ? before.content : input.content,
        type_publish_id: input.type_publish_id === undefined ? before.type_publish_id : input.type_publish_id,
        image: image ?? (input.remove_image === '1' ? null : before.image),
      };
      if (!(await repo.update(trx, id, after))) throw notFound();
      await recordAudit(trx, {
        actorId: deps.actorId,
        action: 'publication.update',
        subjectType: 'publication',
        subjectId: id,
        before,
        after,
      });
      return { before, after };
    }),
  );
  if (before.image !== after.image) await removeCataloguePicture(deps.dataDir, before.image);
  return after;
}

/** Deletes an article and then its picture; a second delete (double tap) finds nothing: 404. */
export async function deletePublication(deps: PublicationDeps, id: string): Promise<void> {
  const before = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findOne(trx, id);
    if (!row || !(await repo.remove(trx, id))) throw notFound();
    await bumpCatalogueVersion(trx);
    await recordAudit(trx, {
      actorId: deps.actorId,
      action: 'publication.delete',
      subjectType: 'publication',
      subjectId: id,
      before: row,
    });
    return row;
  });
  await removeCataloguePicture(deps.dataDir, before.image);
}
