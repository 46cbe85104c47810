import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionAdminMessages, type AdminMenu, type AdminOptionGroup } from '@lome/shared';
import { createTestApp, dbKinds, type TestApp } from '../../test/helper.js';
import { createUser } from '../../test/factories.js';
import { menuEditorSteps, type Headers } from '../../test/fixtures/catalogue.admin.js';

const side = {
  name: 'Accompagnement',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: 'Attiéké', price_delta: 0, is_default: true },
    { name: 'Riz', price_delta: 0 },
    { name: 'Alloco', price_delta: 500, allergens: [] },
  ],
};

describe.each(dbKinds)('groups of choices in the menu editor (%s)', (kind) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await createUser(t.db, { role: 'admin' })).auth;
  });
  afterAll(() => t.close());

  const { call, menu, newCategory, newDish } = menuEditorSteps(
    () => t,
    () => admin,
  );
  const newGroup = async (body: object = side) => {
    const res = await call('POST', '/option-groups', admin, body);
    expect(res.statusCode).toBe(201);
    return res.json() as AdminOptionGroup;
  };
  const menuDish = async (id: string) => (await menu()).body.dishes.find((d) => d.dish_id === id);
  const adminDish = async (id: string) =>
    ((await call('GET', '/menu', admin)).json() as AdminMenu).dishes.find((d) => d.id === id);

  it('is for admins only: 401 logged out, 403 for customers and staff, on every route', async () => {
    const customer = (await createUser(t.db)).auth;
    const staff = (await createUser(t.db, { role: 'staff' })).auth;
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/option-groups'],
      ['POST', '/option-groups'],
      ['PUT', `/option-groups/${id}`],
      ['DELETE', `/option-groups/${id}`],
      ['PUT', `/dishes/${id}/option-groups`],
      ['PUT', `/dishes/${id}/portions`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, staff, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses, in French, a required group without a default, a minimum over the maximum, an unknown allergen', async () => {
    const noDefault = await call('POST', '/option-groups', admin, {
      ...side,
      choices: side.choices.map((c) => ({ ...c, is_default: false })),
    });
    expect(noDefault.statusCode).toBe(422);
    expect(noDefault.json().errors.choices).toEqual([optionAdminMessages.requiredDefault]);

    const minOverMax = await call('POST', '/option-groups', admin, {
      ...side,
      required: false,
      min: 2,
      max: 1,
    });
    expect(minOverMax.statusCode).toBe(422);
    expect(minOverMax.json().errors.min).toEqual([optionAdminMessages.minMax]);

    const allergen = await call('POST', '/option-groups', admin, {
      ...side,
      choices: [{ name: 'Œuf', price_delta: 300, is_default: true, allergens: ['eggs', 'arachide'] }],
    });
    expect(allergen.statusCode).toBe(422);
    expect(Object.values(allergen.json().errors).flat()).toContain(optionAdminMessages.allergens);

    const noChoices = await call('POST', '/option-groups', admin, { ...side, choices: [] });
    expect(noChoices.json().errors.choices).toContain(optionAdminMessages.noChoices);

    const dish = await newDish((await newCategory('Allergènes')).id, 'Akpan');
    const dishAllergen = await call('PATCH', `/dishes/${dish.id}`, admin, { allergens: ['cacahuète'] });
    expect(dishAllergen.statusCode).toBe(422);
    expect(Object.values(dishAllergen.json().errors).flat()).toContain(optionAdminMessages.allergens);

    const portions = await call('PUT', `/dishes/${dish.id}/portions`, admin, { portions: -1 });
    expect(portions.statusCode).toBe(422);
    expect(portions.json().errors.portions).toEqual([optionAdminMessages.portions]);
  });

  it('shows a group attached to two dishes on both menu entries, and one edit changes both', async () => {
    const category = await newCategory('Grillades');
    const fish = await newDish(category.id, 'Capitaine braisé', 5000);
    const chicken = await newDish(category.id, 'Poulet braisé', 4000);
    const plain = await newDish(category.id, 'Bissap', 500);
    const group = await newGroup();
    expect(group).toMatchObject({ name: 'Accompagnement', required: true, min: 1, max: 1, dishes: [] });
    expect(group.choices.map((c) => [c.name, c.price_delta, c.is_default, c.available])).toEqual([
      ['Attiéké', 0, true, true],
      ['Riz', 0, false, true],
      ['Alloco', 500, false, true],
    ]);
    const piment = await newGroup({
      name: 'Piment',
      required: false,
      min: 0,
      max: 1,
      choices: [{ name: 'Piment à part', price_delta: 0 }],
    });

    for (const dish of [fish, chicken]) {
      const res = await call('PUT', `/dishes/${dish.id}/option-groups`, admin, {
        group_ids: [piment.id, group.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().option_group_ids).toEqual([piment.id, group.id]);
    }
    for (const dish of [fish, chicken]) {
      const entry = await menuDish(dish.id);
      expect(entry?.option_groups?.map((g) => g.name)).toEqual(['Piment', 'Accompagnement']);
      expect(entry?.option_groups?.[1]?.choices.map((c) => c.id)).toEqual(group.choices.map((c) => c.id));
    }
    expect(await menuDish(plain.id)).not.toHaveProperty('option_groups');
    const listed = (await call('GET', '/option-groups', admin)).json().groups as AdminOptionGroup[];
    expect(listed.find((g) => g.id === group.id)?.dishes.map((d) => d.name)).toEqual([
      'Capitaine braisé',
      'Poulet braisé',
    ]);

    // Riz kept by its id and off today, alloco dearer, attiéké removed, akoumé new.
    const [, riz, alloco] = group.choices;
    const edited = await call('PUT', `/option-groups/${group.id}`, admin, {
      ...side,
      name: 'Accompagnement au choix',
      choices: [
        { id: riz!.id, name: 'Riz', price_delta: 0, is_default: true },
        { id: alloco!.id, name: 'Alloco', price_delta: 700, available: false },
        { name: 'Akoumé', price_delta: 0 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json() as AdminOptionGroup;
    expect(after.choices.map((c) => c.name)).toEqual(['Riz', 'Alloco', 'Akoumé']);
    expect(after.choices[0]!.id).toBe(riz!.id);
    expect(after.choices[1]).toMatchObject({ id: alloco!.id, price_delta: 700, available: false });
    for (const dish of [fish, chicken]) {
      const shown = (await menuDish(dish.id))?.option_groups?.[1];
      expect(shown?.name).toBe('Accompagnement au choix');
      expect(shown?.choices.map((c) => [c.name, c.price_delta, c.available])).toEqual([
        ['Riz', 0, true],
        ['Alloco', 700, false],
        ['Akoumé', 0, true],
      ]);
    }

    const reordered = await call('PUT', `/dishes/${fish.id}/option-groups`, admin, { group_ids: [group.id] });
    expect(reordered.json().option_group_ids).toEqual([group.id]);
    expect((await menuDish(fish.id))?.option_groups?.map((g) => g.id)).toEqual([group.id]);
  });

  it('detaches a deleted group from its dishes; an unknown group is refused in French', async () => {
    const dish = await newDish((await newCategory('Plats')).id, 'Riz sauce graine', 3000);
    const group = await newGroup();
    await call('PUT', `/dishes/${dish.id}/option-groups`, admin, { group_ids: [group.id] });
    expect((await menuDish(dish.id))?.option_groups).toHaveLength(1);

    expect((await call('DELETE', `/option-groups/${group.id}`, admin)).statusCode).toBe(204);
    expect(await menuDish(dish.id)).not.toHaveProperty('option_groups');
    expect((await adminDish(dish.id))?.option_group_ids).toEqual([]);
    const again = await call('DELETE', `/option-groups/${group.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(optionAdminMessages.groupNotFound);
    const edit = await call('PUT', `/option-groups/${group.id}`, admin, side);
    expect(edit.statusCode).toBe(404);

    const unknown = await call('PUT', `/dishes/${dish.id}/option-groups`, admin, { group_ids: [group.id] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.group_ids).toEqual([optionAdminMessages.groupNotFound]);
    const twice = await call('PUT', `/dishes/${dish.id}/option-groups`, admin, {
      group_ids: [group.id, group.id],
    });
    expect(twice.json().errors.group_ids).toEqual([optionAdminMessages.duplicateGroup]);
  });

  it("sets today's portions: the menu says what is left, and a dish at 0 reads as sold out", async () => {
    const dish = await newDish((await newCategory('Du jour')).id, 'Gboma dessi', 3500);
    expect(await menuDish(dish.id)).toMatchObject({ portions_left: null, allergens: [] });
    expect((await menuDish(dish.id))?.sold_out).toBeUndefined();

    const set = await call('PUT', `/dishes/${dish.id}/portions`, admin, { portions: 12 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ portions: 12, portions_left: 12 });
    expect(await menuDish(dish.id)).toMatchObject({ portions_left: 12 });
    expect(await adminDish(dish.id)).toMatchObject({ portions: 12, portions_left: 12 });

    await call('PUT', `/dishes/${dish.id}/portions`, admin, { portions: 0 });
    expect(await menuDish(dish.id)).toMatchObject({ portions_left: 0, sold_out: true });
    const dishes = (await t.app.inject({ method: 'GET', url: '/api/dishes' })).json() as {
      dish_id: string;
      sold_out?: boolean;
      portions_left?: number | null;
    }[];
    expect(dishes.find((d) => d.dish_id === dish.id)).toMatchObject({ portions_left: 0, sold_out: true });

    await call('PUT', `/dishes/${dish.id}/portions`, admin, { portions: null });
    const unlimited = await menuDish(dish.id);
    expect(unlimited?.portions_left).toBeNull();
    expect(unlimited?.sold_out).toBeUndefined();

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?subject_type=dish&subject_id=${dish.id}`,
      headers: admin,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'dish.portions',
      before: { portions: 0 },
      after: { portions: null },
    });
  });

  it("puts a dish's allergens on its menu entry, in the list's order", async () => {
    const dish = await newDish((await newCategory('Sauces')).id, 'Fufu sauce arachide', 3000);
    const res = await call('PATCH', `/dishes/${dish.id}`, admin, { allergens: ['fish', 'peanuts'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().allergens).toEqual(['fish', 'peanuts']);
    expect((await menuDish(dish.id))?.allergens).toEqual(['fish', 'peanuts']);
    expect((await adminDish(dish.id))?.allergens).toEqual(['fish', 'peanuts']);
    await call('PATCH', `/dishes/${dish.id}`, admin, { allergens: [] });
    expect((await menuDish(dish.id))?.allergens).toEqual([]);
  });
});
