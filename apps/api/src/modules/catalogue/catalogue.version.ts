import type { Db } from '../../db/connection.js';
import { newId } from '../../lib/ids.js';
import { readSettingNow, writeSetting } from '../settings/settings.store.js';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/** The version every public catalogue answer is cached under; undefined until the first catalogue write. */
export const getCatalogueVersion = (db: Db): Promise<string | undefined> =>
  readSettingNow(db, CATALOGUE_VERSION_KEY);

let localBumps = 0;

/** How many catalogue writes this process has made: a change tells the cache to re-read the version now. */
export const localCatalogueBumps = (): number => localBumps;

/**
 * Every write to categories, dishes, publications or publication types calls this in the same transaction:
 * this process serves the new catalogue from its next request, the others within a second.
 */
export async function bumpCatalogueVersion(trx: Db): Promise<void> {
  localBumps++;
  await writeSetting(trx, CATALOGUE_VERSION_KEY, newId());
}
