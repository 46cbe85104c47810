import { parseReferralSettings, REFERRAL_SETTING_KEYS, type ReferralSettings } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { readSettings } from '../settings/settings.store.js';

/**
 * The programme's figures (P7.11): the settings table's values over the defaults, read each time (no cache).
 */
export async function getReferralSettings(db: Db): Promise<ReferralSettings> {
  return parseReferralSettings(
    Object.fromEntries(await readSettings(db, Object.values(REFERRAL_SETTING_KEYS))),
  );
}
