import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection.js';
import type { NewUser } from '../db/types.js';
import { newId, nowIso, randomCode } from '../lib/ids.js';
import { hashPassword } from '../lib/password.js';
import {
  hasCatalogue,
  importCatalogue,
  listPicturesUnder,
  type CatalogueRows,
} from '../modules/catalogue/catalogue.service.js';
import { recordSponsorship } from '../modules/referral/sponsorships.service.js';
import { presetAdminSettings, presetDeliveryFees } from '../modules/admin-settings/admin-settings.service.js';
import { claimSetting } from '../modules/settings/settings.store.js';
import { importSponsorGrille } from '../modules/users/sponsor-activations.service.js';
import { importAccounts } from '../modules/users/users.service.js';
import { demoArtFile } from './demo-art.js';
import { demoAllergens, demoOptionRows } from './demo-options.js';
import {
  DEMO_PASSWORD,
  demoAccounts,
  demoCategories,
  demoDeliveryFees,
  demoPublications,
  demoPublicationTypes,
  demoSponsorGrille,
  type DemoAccount,
} from './demo-data.js';

/** Public URL prefix of the demo's pictures; files live in `$DATA_DIR/uploads/catalogue/`. */
export const CATALOGUE_IMAGE_PREFIX = '/uploads/catalogue/';

export const catalogueImageDir = (dataDir: string) => path.join(dataDir, 'uploads', 'catalogue');

const DAY_MS = 86_400_000;

/** Claims the one-time seed: the key is the seed's own, the row is in settings, so the settings module writes it. */
const SEED_MARKER_KEY = 'demo_seeded_at';

/** Copies the committed pictures (`images`: the name each takes in the catalogue's folder, and its file). */
async function copyImages(dataDir: string, images: Map<string, string>): Promise<void> {
  const dir = catalogueImageDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  await Promise.all([...images].map(([file, from]) => fs.copyFile(from, path.join(dir, file))));
}

/**
 * Seeds the demo restaurant once per database (P13.2), in one transaction: catalogue, articles, the sponsor
 * grid, demo accounts and their pictures. Does nothing when the database already has categories or was seeded
 * before. Returns whether it seeded.
 */
export async function seedDemo(db: Db, opts: { dataDir: string }): Promise<boolean> {
  // The cheap check first, so a normal start does not pay for four password hashes.
  if (await hasCatalogue(db)) return false;
  const accounts = Object.values(demoAccounts) as DemoAccount[];
  const hashes = await Promise.all(accounts.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Two processes starting together on one database both try: the claim lets exactly one seed.
    if (!(await claimSetting(trx, SEED_MARKER_KEY, now))) return false;
    if (await hasCatalogue(trx)) return false;

    const images = new Map<string, string>();
    const image = (id: string, from: string) => {
      images.set(`${id}.svg`, from);
      return `${CATALOGUE_IMAGE_PREFIX}${id}.svg`;
    };

    const dishes: CatalogueRows['dishes'] = [];
    const categories = demoCategories.map((c, ci) => {
      const id = newId();
      c.dishes.forEach((d, di) => {
        const dishId = newId();
        dishes.push({
          id: dishId,
          category_id: id,
          name: d.name,
          description: d.description,
          price: d.price,
          image: image(dishId, demoArtFile('dishes', d.name, c.name)),
          type_name: d.type,
          featured: d.featured ? 1 : 0,
          available: 1,
          preparation_time: d.preparation,
          requires_advance_notice: d.advanceNotice ? 1 : 0,
          advance_notice_hours: d.advanceNotice ?? null,
          allergens: JSON.stringify(demoAllergens[d.name] ?? []),
          position: ci * 100 + di,
          created_at: now,
          updated_at: now,
        });
      });
      return {
        id,
        name: c.name,
        bg_image: image(id, demoArtFile('categories', c.name)),
        position: ci,
        created_at: now,
      };
    });
    const types = demoPublicationTypes.map((name) => ({ id: newId(), name }));
    const publications: CatalogueRows['publications'] = demoPublications.map((p) => {
      const id = newId();
      return {
        id,
        type_publish_id: types.find((t) => t.name === p.type)?.id ?? null,
        title: p.title,
        excerpt: p.excerpt,
        content: p.content,
        image: image(id, demoArtFile('publications', p.title)),
        created_at: new Date(Date.parse(now) - p.daysAgo * DAY_MS).toISOString(),
      };
    });
    const options = demoOptionRows(new Map(dishes.map((d) => [d.name, d.id!])), now);
    await importCatalogue(trx, { categories, dishes, publicationTypes: types, publications, ...options });

    const grilleId = newId();
    await importSponsorGrille(trx, {
      id: grilleId,
      name: demoSponsorGrille.name,
      amount: demoSponsorGrille.amount,
      kit_description: demoSponsorGrille.kitDescription,
      active: 1,
    });

    const users: NewUser[] = accounts.map((a, i) => {
      const referrer = a.userStatus === 'apporteur' || a.userStatus === 'sponsor';
      return {
        id: newId(),
        email: a.email,
        password_hash: hashes[i]!,
        firstname: a.firstname,
        lastname: a.lastname,
        phone: a.phone,
        address: 'Lomé, Togo',
        user_status: a.userStatus,
        role: a.role,
        referral_code: referrer ? randomCode(6) : null,
        sponsor_grille_id: a.userStatus === 'sponsor' ? grilleId : null,
        activation_status: 'active',
        activated_at: a.userStatus === 'sponsor' ? now : null,
        created_at: now,
        updated_at: now,
      };
    });
    const inserted = await importAccounts(trx, users);
    // The demo customer was referred by the demo apporteur, so the referral dashboard has someone in it.
    const client = users.find((u) => u.email === demoAccounts.client.email)!;
    const apporteur = users.find((u) => u.email === demoAccounts.apporteur.email)!;
    if (inserted.has(client.id) && inserted.has(apporteur.id)) {
      await recordSponsorship(trx, apporteur.id, client.id, now);
    }

    // The demo restaurant takes cash at the door up to 20 000 FCFA.
    await presetAdminSettings(trx, { cash_max_amount: 20_000 });
    // Copied before the commit: if copying fails the seed rolls back and the next start tries again.
    await copyImages(opts.dataDir, images);
    return true;
  });
}

/**
 * The demo restaurant's delivery fees by distance and minimum order, set once the demo's past orders
 * exist (they are history, priced before); a value an admin saved already is kept.
 */
export async function seedDemoDeliveryFees(db: Db): Promise<void> {
  await presetDeliveryFees(db, demoDeliveryFees);
}

/**
 * Copies again the demo's pictures missing from this machine's disk, e.g. a second API process with its own
 * DATA_DIR sharing one PostgreSQL database (P13.1). Returns how many were written.
 */
export async function restoreCatalogueImages(db: Db, opts: { dataDir: string }): Promise<number> {
  const rows = await listPicturesUnder(db, CATALOGUE_IMAGE_PREFIX);
  const wanted = new Map<string, () => string>();
  const file = (url: string) => url.slice(CATALOGUE_IMAGE_PREFIX.length);
  for (const c of rows.categories) wanted.set(file(c.image), () => demoArtFile('categories', c.name));
  for (const d of rows.dishes) {
    wanted.set(file(d.image), () => demoArtFile('dishes', d.name, d.category ?? ''));
  }
  for (const p of rows.publications) wanted.set(file(p.image), () => demoArtFile('publications', p.title));

  const dir = catalogueImageDir(opts.dataDir);
  const present = new Set(await fs.readdir(dir).catch(() => [] as string[]));
  const missing = new Map<string, string>();
  for (const [name, from] of wanted) {
    // Only plain generated names: a path from the database never escapes the catalogue folder.
    if (!present.has(name) && /^[\w-]+\.svg$/.test(name)) missing.set(name, from());
  }
  if (missing.size > 0) await copyImages(opts.dataDir, missing);
  return missing.size;
}
