import { test, expect, adminSession, expectNoSeriousA11yViolations, loginInBrowser } from './fixtures';

type MenuDish = {
  dish_id: string;
  dish_name: string;
  sold_out?: boolean;
  allergens?: string[];
  portions_left?: number | null;
  option_groups?: {
    id: string;
    name: string;
    required: boolean;
    choices: { name: string; price_delta: number }[];
  }[];
};

test("an admin makes a group of choices, attaches it to a dish with allergens and today's portions, and the menu carries them", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const session = await adminSession(request);
  const headers = { authorization: `Bearer ${session.token}` };
  // A category, a dish and a group of this test's own, so the demo menu other journeys read stays as it is.
  const tag = Math.random().toString(36).slice(2, 7);
  const category = (await (
    await request.post('/api/admin/categories', { headers, data: { name: `Choix ${tag}` } })
  ).json()) as { id: string };
  const dishName = `Poisson braisé ${tag}`;
  const dish = (await (
    await request.post('/api/admin/dishes', {
      headers,
      data: { name: dishName, price: 4000, category_id: category.id },
    })
  ).json()) as { id: string };
  const groupName = `Accompagnement ${tag}`;
  const menuDish = async () =>
    ((await (await request.get('/api/menu')).json()) as { dishes: MenuDish[] }).dishes.find(
      (d) => d.dish_id === dish.id,
    );

  try {
    await loginInBrowser(page, session);
    await page.goto('/admin/menu');
    await page.getByRole('tab', { name: 'Choix' }).click();
    await page.getByRole('button', { name: 'Nouveau groupe de choix' }).click();
    const create = page.getByRole('dialog', { name: 'Nouveau groupe de choix' });
    await create.getByLabel('Nom du groupe').fill(groupName);
    await create.getByRole('group', { name: 'Choix 1' }).getByLabel('Nom du choix').fill('Attiéké');
    await create.getByRole('button', { name: 'Ajouter un choix' }).click();
    const second = create.getByRole('group', { name: 'Choix 2' });
    await second.getByLabel('Variation de prix (FCFA)').fill('500');
    await second.getByLabel('Nom du choix').fill('Alloco');
    // A required group with no default is refused in French before anything is sent.
    await create.getByRole('group', { name: 'Attiéké' }).getByLabel('Par défaut').uncheck();
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(create.getByText('Un groupe obligatoire doit avoir un choix par défaut')).toBeVisible();
    await create.getByRole('group', { name: 'Attiéké' }).getByLabel('Par défaut').check();
    await create.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(create).toBeHidden();
    const card = page.getByRole('listitem', { name: new RegExp(groupName) });
    await expect(card).toContainText('Alloco (+500 FCFA)');
    await expect(card).toContainText('Sur aucun plat.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Plats' }).click();
    const row = page.getByRole('listitem', { name: dishName });
    await row.getByRole('button', { name: `Modifier « ${dishName} »` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier « ${dishName} »` });
    await edit.getByLabel('poisson', { exact: true }).check();
    await edit.getByLabel('Ajouter un groupe de choix').selectOption({ label: groupName });
    await expect(edit.getByRole('button', { name: `Retirer « ${groupName} »` })).toBeVisible();
    await edit.getByLabel("Portions aujourd'hui").fill('5');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("Portions aujourd'hui : 5 / 5");

    // The public menu carries the group, the allergens and what is left today.
    await expect
      .poll(async () => {
        const d = await menuDish();
        return [d?.option_groups?.map((g) => g.name), d?.allergens, d?.portions_left];
      })
      .toEqual([[groupName], ['fish'], 5]);
    const shown = (await menuDish())!.option_groups![0]!;
    expect(shown.choices.map((c) => [c.name, c.price_delta])).toEqual([
      ['Attiéké', 0],
      ['Alloco', 500],
    ]);

    // At 0 portions the dish reads as sold out, on the menu page too.
    await request.put(`/api/admin/dishes/${dish.id}/portions`, { headers, data: { portions: 0 } });
    expect(await menuDish()).toMatchObject({ portions_left: 0, sold_out: true });
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/menu');
    await expect(
      visitor.getByRole('article', { name: dishName }).getByRole('button', { name: 'Épuisé' }),
    ).toBeDisabled();
    await visitorContext.close();
  } finally {
    await request.patch(`/api/admin/categories/${category.id}`, { headers, data: { hidden: true } });
    const groups = (await (await request.get('/api/admin/option-groups', { headers })).json()) as {
      groups: { id: string; name: string }[];
    };
    for (const g of groups.groups.filter((x) => x.name === groupName)) {
      await request.delete(`/api/admin/option-groups/${g.id}`, { headers });
    }
  }
});
