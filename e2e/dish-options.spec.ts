import {
  test,
  expect,
  adminSession,
  addLabel,
  fcfa,
  loginInBrowser,
  ordersOf,
  readOutbox,
  submitAddress,
} from './fixtures';

// Issue 33, decision 0081: a dish carries a side chosen by the customer and a note for the kitchen, from the menu
// to the order's detail. On a phone's screen, as customers order. The dish and its group are this test's own, made
// through the admin API; it runs with the catalogue's edits, whose menu other journeys do not count on.
test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation'],
  geolocation: { latitude: 6.135, longitude: 1.225 },
});
// The dialog polls every 10 s (P6.8): a settled payment shows up on the second poll.
test.describe.configure({ timeout: 90_000 });
const POLL = { timeout: 25_000 };

test('a customer adds a dish with a side and a note, sees them in the cart, pays, and finds them on the order', async ({
  page,
  request,
  customer,
}) => {
  const admin = await adminSession(request);
  const headers = admin.headers;
  // A category and a dish of this test's own, so the demo menu other journeys read stays as it is.
  const tag = Math.random().toString(36).slice(2, 7);
  const category = (await (
    await request.post('/api/admin/categories', { headers, data: { name: `Choix ${tag}` } })
  ).json()) as { id: string };
  const dish = { name: `Poisson braisé ${tag}`, price: 3000 };
  const createdDish = await request.post('/api/admin/dishes', {
    headers,
    data: { name: dish.name, price: dish.price, category_id: category.id },
  });
  expect(createdDish.status(), await createdDish.text()).toBe(201);
  const dishId = ((await createdDish.json()) as { id: string }).id;
  const createdGroup = await request.post('/api/admin/option-groups', {
    headers,
    data: {
      name: `Accompagnement ${tag}`,
      required: true,
      min: 1,
      max: 1,
      choices: [
        { name: 'Attiéké', price_delta: 0, is_default: true },
        { name: 'Alloco', price_delta: 300, is_default: false },
      ],
    },
  });
  expect(createdGroup.ok(), await createdGroup.text()).toBe(true);
  const group = (await createdGroup.json()) as { id: string };
  const attached = await request.put(`/api/admin/dishes/${dishId}/option-groups`, {
    headers,
    data: { group_ids: [group.id] },
  });
  expect(attached.ok(), await attached.text()).toBe(true);

  try {
    await loginInBrowser(page, customer);
    await page.goto('/menu');
    await page.getByRole('searchbox', { name: 'Rechercher un plat' }).fill(dish.name);
    const card = page.getByRole('article', { name: dish.name });
    const dialog = page.getByRole('dialog', { name: new RegExp(dish.name) });
    // A tap before the page's code runs is not kept: tapped again until the choices open.
    await expect(async () => {
      if (!(await dialog.isVisible())) await card.getByRole('button', { name: addLabel(dish.name) }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    await expect(dialog.getByText('Obligatoire')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Attiéké' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: `Ajouter · ${fcfa(dish.price)}` })).toBeVisible();
    await dialog.getByText('Alloco').click();
    await expect(dialog.getByText('+300 F')).toBeVisible();
    await dialog.getByLabel(/Une précision pour la cuisine/).fill('bien cuit');
    await dialog.getByRole('button', { name: `Ajouter · ${fcfa(dish.price + 300)}` }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('link', { name: 'Panier (1 article)' })).toBeAttached();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: dish.name });
    await expect(line.getByText('Alloco')).toBeVisible();
    await expect(line.getByText('bien cuit')).toBeVisible();
    await expect(line.getByText(`${fcfa(dish.price + 300)} l'unité`)).toBeVisible();

    await page.getByRole('button', { name: 'Commander', exact: true }).click();
    const checkout = page.getByRole('dialog', { name: 'Finaliser ma commande' });
    await submitAddress(checkout, 'Bè Kpota, rue des Manguiers, portail bleu');
    // The server priced the line with its side.
    await expect(checkout.getByTestId('payment-amount')).toHaveText(fcfa(dish.price + 300));
    await checkout.getByText('TMONEY', { exact: true }).click();
    await checkout.getByLabel('Numéro de paiement').fill('90112231');
    await checkout.getByRole('button', { name: /^Payer / }).click();
    await expect(checkout.getByText('Paiement confirmé !')).toBeVisible(POLL);

    const [order] = await ordersOf(request, customer);
    expect(order).toMatchObject({ is_paid: true, total_price: dish.price + 300 });
    await page.goto('/orders');
    await page.getByRole('button', { name: `Détails de la commande ${order!.code_commande}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(order!.code_commande) });
    await expect(detail.getByText(dish.name)).toBeVisible();
    await expect(detail.getByText('Alloco')).toBeVisible();
    await expect(detail.getByText('bien cuit')).toBeVisible();
    await expect(detail.getByText(`1 × ${fcfa(dish.price + 300)}`)).toBeVisible();

    // The receipt e-mail says the side and the note under the dish.
    await expect
      .poll(
        async () => {
          const receipt = (await readOutbox()).find(
            (m) => m.to.includes(customer.email) && m.subject.includes(order!.code_commande),
          );
          return receipt?.text.replace(/\u00a0/g, ' ') ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(/Alloco \(\+300 FCFA\)[\s\S]*Note : « bien cuit »/);
    // The invoice is there for the customer (its lines are read in the API's tests).
    const invoice = await request.get(`/api/orders/${order!.order_id}/invoice.pdf`, { headers: customer.headers });
    expect(invoice.status()).toBe(200);

    // The kitchen ticket, as staff print it: the dish, its side and the note.
    const staff = await page.context().browser()!.newPage();
    await loginInBrowser(staff, admin);
    await staff.goto(`/admin/ticket/order/${order!.order_id}`);
    const ticket = staff.getByRole('article', { name: `Ticket ${order!.code_commande}` });
    await expect(ticket).toContainText(`1 × ${dish.name}`);
    await expect(ticket).toContainText('Alloco');
    await expect(ticket).toContainText('« bien cuit »');
  } finally {
    // Off the menu again, for the journeys that follow in the same run.
    await request.patch(`/api/admin/categories/${category.id}`, { headers, data: { hidden: true } });
  }
});

test.describe('offline', () => {
  // The service worker keeps the menu (decision 0034); the other specs leave it out (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test("after one visit, a dish's choices open offline from the menu kept by the service worker", async ({
    page,
    context,
    request,
  }) => {
    const admin = await adminSession(request);
    const headers = admin.headers;
    const tag = Math.random().toString(36).slice(2, 7);
    const category = (await (
      await request.post('/api/admin/categories', { headers, data: { name: `Hors ligne ${tag}` } })
    ).json()) as { id: string };
    const name = `Akoumé ${tag}`;
    const created = await request.post('/api/admin/dishes', {
      headers,
      data: { name, price: 2000, category_id: category.id },
    });
    expect(created.status()).toBe(201);
    const dishId = ((await created.json()) as { id: string }).id;
    const group = (await (
      await request.post('/api/admin/option-groups', {
        headers,
        data: {
          name: `Sauce ${tag}`,
          required: true,
          min: 1,
          max: 1,
          choices: [
            { name: 'Gboma', price_delta: 0, is_default: true },
            { name: 'Adémè', price_delta: 200, is_default: false },
          ],
        },
      })
    ).json()) as { id: string };
    await request.put(`/api/admin/dishes/${dishId}/option-groups`, {
      headers,
      data: { group_ids: [group.id] },
    });

    try {
      await page.goto('/menu');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });
      await page.waitForFunction(async () => !!(await caches.match('/api/menu')), undefined, {
        timeout: 20_000,
      });
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('searchbox', { name: 'Rechercher un plat' }).fill(name);
      const card = page.getByRole('article', { name });
      const dialog = page.getByRole('dialog', { name: new RegExp(name) });
      await expect(async () => {
        if (!(await dialog.isVisible())) await card.getByRole('button', { name: addLabel(name) }).click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(dialog.getByRole('radio', { name: 'Gboma' })).toBeChecked();
      await dialog.getByText('Adémè').click();
      await expect(dialog.getByRole('button', { name: `Ajouter · ${fcfa(2200)}` })).toBeVisible();
    } finally {
      await context.setOffline(false);
      await request.patch(`/api/admin/categories/${category.id}`, { headers, data: { hidden: true } });
    }
  });
});
