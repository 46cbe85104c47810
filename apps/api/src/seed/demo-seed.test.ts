import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, dbKinds } from '../test/helper.js';
import { verifyPassword } from '../lib/password.js';
import type { Db } from '../db/connection.js';
import { catalogueImageDir, restoreCatalogueImages, seedDemo } from './demo-seed.js';
import { demoArtFile } from './demo-art.js';
import { getMenu } from '../modules/catalogue/catalogue.service.js';
import { optionGroupInputSchema } from '@lome/shared';

async function counts(db: Db) {
  const count = async (table: 'categories' | 'dishes' | 'publications' | 'users' | 'sponsor_grilles') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    categories: await count('categories'),
    dishes: await count('dishes'),
    publications: await count('publications'),
    users: await count('users'),
    grilles: await count('sponsor_grilles'),
  };
}

describe.each(dbKinds)('demo seed (%s)', (kind) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let dataDir: string;
  beforeEach(async () => {
    ({ db, cleanup } = await createTestDb(kind));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-seed-'));
  });
  afterEach(async () => {
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds a believable restaurant with a Végan category, 30+ dishes in FCFA and articles', async () => {
    expect(await seedDemo(db, { dataDir })).toBe(true);
    const c = await counts(db);
    expect(c.categories).toBeGreaterThanOrEqual(6);
    expect(c.dishes).toBeGreaterThanOrEqual(30);
    expect(c.publications).toBeGreaterThanOrEqual(3);

    const categories = await db.selectFrom('categories').select('name').execute();
    expect(categories.map((x) => x.name)).toContain('Végan');
    const dishes = await db.selectFrom('dishes').selectAll().execute();
    for (const d of dishes) {
      expect(Number.isInteger(d.price)).toBe(true);
      expect(d.price).toBeGreaterThanOrEqual(500);
      expect(d.price).toBeLessThanOrEqual(8000);
      expect(d.description?.length).toBeGreaterThan(20);
    }
    expect(dishes.some((d) => d.featured === 1)).toBe(true);
    expect(dishes.some((d) => d.requires_advance_notice === 1)).toBe(true);
    expect(dishes.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Koklo méme', 'Gboma dessi', 'Bissap']),
    );
    const types = await db.selectFrom('publications').select('type_publish_id').execute();
    expect(types.every((t) => t.type_publish_id !== null)).toBe(true);
  });

  it('gives fitting dishes realistic choices and recipes their allergens, as the menu shows them', async () => {
    await seedDemo(db, { dataDir });
    const dishes = new Map((await getMenu(db)).dishes.map((d) => [d.dish_name, d]));
    const groups = (name: string) => dishes.get(name)?.option_groups?.map((g) => g.name);
    expect(groups('Capitaine braisé')).toEqual(['Accompagnement', 'Taille du poisson', 'Piment']);
    expect(groups('Riz sauce graine')).toEqual(['Piment', 'Suppléments']);
    const size = dishes.get('Kom et poisson frit')?.option_groups?.[0];
    expect(size?.choices.map((c) => [c.name, c.price_delta, c.is_default])).toEqual([
      ['Petit', -500, false],
      ['Moyen', 0, true],
      ['Grand', 1000, false],
    ]);
    // Each group is one an admin could save: a required one has its default.
    for (const g of dishes.get('Capitaine braisé')!.option_groups!) optionGroupInputSchema.parse(g);
    const extras = dishes.get('Mafé de bœuf')?.option_groups?.find((g) => g.name === 'Suppléments');
    expect(extras).toMatchObject({ required: false, min: 0, max: 3 });
    expect(extras?.choices.find((c) => c.name === 'Œuf dur')?.allergens).toEqual(['eggs']);
    expect(dishes.get('Fufu sauce arachide')).toMatchObject({ allergens: ['peanuts'], portions_left: null });
    expect(dishes.get('Thieboudienne')).not.toHaveProperty('option_groups');
    expect(dishes.get("Salade d'avocat aux crevettes")?.allergens).toEqual(['crustaceans']);
    expect(dishes.get('Bissap')?.allergens).toEqual([]);
  });

  it('creates the 200 000 FCFA sponsor grid with its dish kit', async () => {
    await seedDemo(db, { dataDir });
    const grilles = await db.selectFrom('sponsor_grilles').selectAll().execute();
    expect(grilles).toHaveLength(1);
    expect(grilles[0]).toMatchObject({ amount: 200000, active: 1 });
    expect(grilles[0]!.kit_description).toMatch(/plat/);
  });

  it('creates the documented demo accounts, referrers with unique codes, sponsor active', async () => {
    await seedDemo(db, { dataDir });
    const users = await db.selectFrom('users').selectAll().orderBy('email').execute();
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'admin@chezmama.tg',
      'apporteur@chezmama.tg',
      'client@chezmama.tg',
      'sponsor@chezmama.tg',
    ]);
    expect(byEmail['admin@chezmama.tg']!.role).toBe('admin');
    expect(byEmail['client@chezmama.tg']).toMatchObject({
      role: 'customer',
      user_status: 'particular',
      referral_code: null,
    });
    const apporteur = byEmail['apporteur@chezmama.tg']!;
    const sponsor = byEmail['sponsor@chezmama.tg']!;
    expect(apporteur.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(sponsor.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(sponsor.referral_code).not.toBe(apporteur.referral_code);
    expect(sponsor).toMatchObject({ user_status: 'sponsor', activation_status: 'active' });
    expect(sponsor.sponsor_grille_id).not.toBeNull();
    expect(await verifyPassword(byEmail['client@chezmama.tg']!.password_hash, 'Demo1234!')).toBe(true);
    const sponsorship = await db.selectFrom('sponsorships').selectAll().execute();
    expect(sponsorship).toEqual([
      expect.objectContaining({ sponsor_id: apporteur.id, sponsored_id: byEmail['client@chezmama.tg']!.id }),
    ]);
  });

  it('copies every picture, a small SVG file committed under its name, into uploads/catalogue', async () => {
    await seedDemo(db, { dataDir });
    const rows = [
      ...(await db.selectFrom('dishes').select('image').execute()).map((r) => ({ url: r.image, max: 6 })),
      ...(await db.selectFrom('categories').select('bg_image as image').execute()).map((r) => ({
        url: r.image,
        max: 6,
      })),
      ...(await db.selectFrom('publications').select('image').execute()).map((r) => ({
        url: r.image,
        max: 8,
      })),
    ];
    for (const { url, max } of rows) {
      expect(url).toMatch(/^\/uploads\/catalogue\/[\w-]+\.svg$/);
      const file = path.join(catalogueImageDir(dataDir), path.basename(url!));
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(Buffer.byteLength(svg)).toBeLessThan(max * 1024);
    }
  });

  it('gives every dish and article a picture of its own, with no text in it', async () => {
    await seedDemo(db, { dataDir });
    const read = (url: string | null) =>
      fs.readFileSync(path.join(catalogueImageDir(dataDir), path.basename(url!)), 'utf8');
    const dishes = await db.selectFrom('dishes').select(['name', 'image']).execute();
    const articles = await db.selectFrom('publications').select(['title', 'image']).execute();
    for (const pictures of [dishes.map((d) => read(d.image)), articles.map((a) => read(a.image))]) {
      expect(new Set(pictures).size).toBe(pictures.length);
      // Captions get cut off on small cards and are not read out: no text, no font, no foreign content.
      for (const svg of pictures) expect(svg).not.toMatch(/<text|<tspan|<foreignObject|font-/i);
    }
    // Each is the committed picture of its own name, none a fallback (scripts/demo-art draws each from a look of
    // its own).
    const inCategories = await db
      .selectFrom('dishes as d')
      .innerJoin('categories as c', 'c.id', 'd.category_id')
      .select(['d.name', 'd.image', 'c.name as category'])
      .execute();
    const committed = [
      ...inCategories.map((d) => [d.image, demoArtFile('dishes', d.name, d.category)] as const),
      ...articles.map((a) => [a.image, demoArtFile('publications', a.title)] as const),
    ];
    for (const [url, file] of committed) {
      expect(file).toMatch(/demo-art[/\\](dishes|publications)[/\\][a-z0-9-]+\.svg$/);
      expect(read(url), file).toBe(fs.readFileSync(file, 'utf8'));
    }
  });

  it('runs once: a second or concurrent run adds nothing', async () => {
    const results = await Promise.all([seedDemo(db, { dataDir }), seedDemo(db, { dataDir })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const first = await counts(db);
    expect(await seedDemo(db, { dataDir })).toBe(false);
    expect(await counts(db)).toEqual(first);
  });

  it('leaves a database that already has a menu alone', async () => {
    await db
      .insertInto('categories')
      .values({ id: 'c1', name: 'Maison', bg_image: null, position: 0, created_at: new Date().toISOString() })
      .execute();
    expect(await seedDemo(db, { dataDir })).toBe(false);
    expect(await counts(db)).toMatchObject({ categories: 1, dishes: 0, users: 0 });
  });

  it('copies again the pictures missing from this machine', async () => {
    await seedDemo(db, { dataDir });
    const dir = catalogueImageDir(dataDir);
    const [victim] = fs.readdirSync(dir);
    const before = fs.readFileSync(path.join(dir, victim!), 'utf8');
    fs.rmSync(path.join(dir, victim!));
    expect(await restoreCatalogueImages(db, { dataDir })).toBe(1);
    expect(fs.readFileSync(path.join(dir, victim!), 'utf8')).toBe(before);
    expect(await restoreCatalogueImages(db, { dataDir })).toBe(0);
  });

  it('gives a dish renamed since the seed the picture of its kind when its file is missing', async () => {
    await seedDemo(db, { dataDir });
    const dish = await db
      .selectFrom('dishes as d')
      .innerJoin('categories as c', 'c.id', 'd.category_id')
      .select(['d.id', 'd.image'])
      .where('c.name', '=', 'Boissons')
      .executeTakeFirstOrThrow();
    await db.updateTable('dishes').set({ name: 'Citronnade maison' }).where('id', '=', dish.id).execute();
    const file = path.join(catalogueImageDir(dataDir), path.basename(dish.image!));
    fs.rmSync(file);
    expect(await restoreCatalogueImages(db, { dataDir })).toBe(1);
    const drink = demoArtFile('dishes', 'Citronnade maison', 'Boissons');
    expect(drink).toMatch(/fallbacks[/\\]drink\.svg$/);
    expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(drink, 'utf8'));
  });
});
