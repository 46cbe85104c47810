import { test, expect, loginInBrowser, registerUser, portion, addLabel } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { untilAlive } from './support/alive';

type MenuCategory = { id: string; name: string };
type MenuDish = { dish_id: string; dish_name: string; specialite_id: string | null };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The seeded menu as the API serves it, so expectations follow the data rather than a copy of it. */
async function loadMenu(request: APIRequestContext) {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  const menu = (await response.json()) as { categories: MenuCategory[]; dishes: MenuDish[] };
  const dishesOf = (categoryId: string) => menu.dishes.filter((d) => d.specialite_id === categoryId);
  const vegan = menu.categories.find((c) => fold(c.name).includes('vegan'));
  expect(vegan, 'the demo menu has a Végan category').toBeTruthy();
  return { ...menu, vegan: vegan!, dishesOf };
}

function dishesSection(page: Page) {
  return page.getByRole('region', { name: 'Nos spécialités' });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue chez Mama Lomé' })).toBeVisible();
  await expect(dishesSection(page).getByRole('article').first()).toBeVisible();
}

test('the hero shows the welcome, its calls to action and the restaurant badges', async ({ page }) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: 'Bienvenue chez Mama Lomé' });
  await expect(hero.getByText('Restaurant premium à Lomé')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Voir le Menu' })).toHaveAttribute('href', '/menu');
  await expect(hero.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/reservations');
  for (const text of [
    'Service cinq étoiles',
    'Ingrédients frais',
    'Ambiance raffinée',
    '4,9/5',
    'Note clients',
  ]) {
    await expect(hero.getByText(text)).toBeVisible();
  }
  await expect(hero.getByText('Depuis 2020')).toBeVisible();
  await expect(hero.getByText('Excellence Culinaire 2024')).toBeVisible();
  // The LCP picture must not wait for lazy loading.
  const picture = hero.getByRole('img', { name: /Assiette/ });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');

  await hero.getByRole('link', { name: 'Voir le Menu' }).click();
  await expect(page).toHaveURL('/menu');
});

test('the dishes open on Végan, first among the categories, and each filter shows at most 8 dishes', async ({
  page,
  request,
}) => {
  const menu = await loadMenu(request);
  await openHome(page);
  const section = dishesSection(page);
  const filters = section.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('button');

  await expect(filters).toHaveCount(menu.categories.length + 1);
  await expect(filters.nth(0)).toHaveText('Tous');
  await expect(filters.nth(1)).toHaveText(menu.vegan.name);
  await expect(filters.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.nth(0)).toHaveAttribute('aria-pressed', 'false');

  const veganDishes = menu.dishesOf(menu.vegan.id);
  await expect(section.getByRole('article')).toHaveCount(Math.min(8, veganDishes.length));
  await expect(section.getByRole('article', { name: veganDishes[0]!.dish_name })).toBeVisible();

  // Every other category in turn: only its dishes, never more than 8.
  for (const category of menu.categories.filter((c) => c.id !== menu.vegan.id)) {
    const dishes = menu.dishesOf(category.id);
    await section.getByRole('button', { name: category.name, exact: true }).click();
    await expect(section.getByRole('button', { name: category.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (dishes.length === 0) {
      await expect(section.getByText('Aucun plat trouvé dans cette catégorie.')).toBeVisible();
      continue;
    }
    await expect(section.getByRole('article')).toHaveCount(Math.min(8, dishes.length));
    await expect(section.getByRole('article', { name: dishes[0]!.dish_name })).toBeVisible();
  }

  await section.getByRole('button', { name: 'Tous' }).click();
  await expect(section.getByRole('article')).toHaveCount(Math.min(8, menu.dishes.length));

  await section.getByRole('link', { name: 'Voir tout le menu' }).click();
  await expect(page).toHaveURL('/menu');
});

test('adding a dish shows the toast for 2.5 s, fills the navbar badge and turns into a quantity control', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  const card = dishesSection(page).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const cart = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /^Panier/ });
  await expect(cart).toHaveAccessibleName('Panier (vide)');

  // Time stands still from here: the toast's life is measured on the page's own clock. The page's code must have
  // started first (on a loaded machine the picture, then the code, can come after the text is on screen).
  await untilAlive(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await card.getByRole('button', { name: addLabel(name), exact: true }).click();
  const toast = page.getByText(`${name} ajouté au panier!`);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2400);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
  await page.clock.resume();

  await expect(cart).toHaveAccessibleName('Panier (1 article)');
  const minus = card.getByRole('button', { name: portion('remove', name) });
  const plus = card.getByRole('button', { name: portion('add', name) });
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(cart).toHaveAccessibleName('Panier (3 articles)');
  await expect(cart).toContainText('3');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(cart).toHaveAccessibleName('Panier (2 articles)');

  // The cart survives a reload: it lives in the browser's storage.
  await page.reload();
  await expect(cart).toHaveAccessibleName('Panier (2 articles)');
});

test('the statistics, latest articles and testimonials come from the data and the page', async ({
  page,
  request,
}) => {
  const menu = await loadMenu(request);
  const publications = (await (await request.get('/api/publishes/content')).json()) as {
    id: string;
    title: string;
    created_at: string;
  }[];
  await openHome(page);

  const stats = page.getByRole('region', { name: 'Chiffres clés' });
  // In the middle of the screen, as a visitor reading it: the figures count up once they are past the bottom
  // 100 px of the screen (P11.7), where "if needed" could leave them when the band just showed at the bottom.
  await stats.evaluate((band) => band.scrollIntoView({ block: 'center' }));
  // The number on screen (the animated one), not the final value kept for screen readers.
  const figure = (label: string) =>
    stats.getByRole('listitem').filter({ hasText: label }).locator('[aria-hidden="true"]');
  await expect(figure('Plats servis')).toContainText(`${menu.dishes.length}+`);
  await expect(figure('Clients satisfaits')).toContainText(/1\s250\+/);
  await expect(figure('Spécialités')).toContainText(`${menu.categories.length}+`);
  await expect(figure("Années d'expérience")).toContainText('5+');

  await expect(
    page.getByRole('region', { name: 'Ce que disent nos clients' }).getByRole('figure'),
  ).toHaveCount(3);

  const blog = page.getByRole('region', { name: 'Actualités et recettes' });
  await blog.scrollIntoViewIfNeeded();
  const articles = blog.getByRole('article');
  await expect(articles).toHaveCount(Math.min(3, publications.length));
  const first = publications[0]!;
  const frenchDate = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lome',
  }).format(new Date(first.created_at));
  await expect(articles.first()).toContainText(first.title);
  await expect(articles.first()).toContainText(frenchDate);
  // 'Lire plus' opens the article on its own page.
  await articles
    .first()
    .getByRole('link', { name: `Lire plus : ${first.title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('a broken picture falls back to the local image', async ({ page }) => {
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  await openHome(page);
  const blog = page.getByRole('region', { name: 'Actualités et recettes' });
  await blog.scrollIntoViewIfNeeded();
  const picture = blog.getByRole('article').first().locator('img');
  await expect(picture).not.toHaveAttribute('src', /\/uploads\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the newsletter checks the address, then subscribes it', async ({ page }) => {
  await openHome(page);
  const block = page.getByRole('region', { name: 'Restez informé' });
  await block.scrollIntoViewIfNeeded();
  await expect(block).toContainText('10% de réduction sur votre première commande');
  const email = block.getByRole('textbox', { name: 'Adresse e-mail' });
  await email.fill('pas-une-adresse');
  await block.getByRole('button', { name: "S'inscrire" }).click();
  await expect(block.getByText('Veuillez renseigner un email valide.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`news-${Date.now()}@example.com`);
  await block.getByRole('button', { name: "S'inscrire" }).click();
  await expect(block.getByText('Merci ! Vous êtes inscrit(e) à notre newsletter.')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a failed load shows the dismissible danger alert', async ({ page }) => {
  await page.route('**/api/menu', (route) => route.fulfill({ status: 500, json: { message: 'panne' } }));
  // Opened at its address, the home page arrives with the menu (server-rendered, decision 0032): reached from
  // another page, the browser asks for the menu itself.
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Accueil', exact: true }).click();
  const alert = page.getByText('Erreur lors du chargement des données. Veuillez réessayer.');
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(alert).toHaveCount(0);
});

test('the navbar follows the session: account menu with the dashboard only for referrers, logout', async ({
  page,
  request,
}) => {
  const apporteur = await registerUser(request, { user_status: 'apporteur', firstname: 'Afi' });
  await loginInBrowser(page, apporteur);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(page.getByRole('link', { name: 'Parrainage' })).toHaveCount(0);
  const account = nav.getByRole('button', { name: 'Afi' });
  await account.click();
  await expect(nav.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
    'href',
    '/sponsor-dashboard',
  );
  await expect(nav.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/orders');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Mon profil' })).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await nav.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: /Parrainage/ })).toHaveAttribute(
    'href',
    '/register?type=apporteur',
  );
  await expect(page.getByRole('link', { name: 'Devenir Sponsor' })).toHaveAttribute(
    'href',
    '/register?type=sponsor',
  );
});

test('a particular customer has no dashboard link', async ({ page, customer }) => {
  await loginInBrowser(page, customer);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('button', { name: customer.user.firstname }).click();
  await expect(nav.getByRole('link', { name: 'Mes commandes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveCount(0);
});

test('on a phone the links fold behind the menu button; the referral tooltips explain the programmes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'À propos' })).toBeHidden();
  await expect(nav.getByRole('link', { name: /^Panier/ })).toBeVisible();
  await nav.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
  await nav.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Histoire' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'À propos' })).toBeHidden();

  const sponsor = page.getByRole('link', { name: 'Devenir Sponsor' });
  await sponsor.focus();
  await expect(page.getByRole('tooltip', { name: /25 000F/ })).toBeVisible();
  await expect(sponsor).toHaveAccessibleDescription(/Kit de plats offert/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip', { name: /25 000F/ })).toBeHidden();
  await page.getByRole('link', { name: /Parrainage/ }).hover();
  await expect(page.getByRole('tooltip', { name: /1% sur chaque commande/ })).toBeVisible();
});

test('on a 390 px phone the folded menu reaches Réservation, the blog and Mes commandes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const open = () => nav.getByRole('button', { name: 'Ouvrir le menu de navigation' }).click();
  await page.goto('/');
  for (const [name, path, heading] of [
    ['Réservation', '/reservations', /./],
    ['Blog', '/blog', /./],
    ['Mes commandes', '/orders', 'Mes commandes'],
  ] as const) {
    await open();
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }
});
