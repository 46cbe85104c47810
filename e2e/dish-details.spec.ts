import { test, expect, expectNoSeriousA11yViolations, fcfa, menuOf, portion, addLabel } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

type Dish = {
  dish_id: string;
  dish_name: string;
  dish_description: string;
  dish_price: number;
  specialite_id: string | null;
  preparation_time: string | null;
  requires_advance_notice: boolean;
  advance_notice_hours?: number;
};

/** The seeded menu with the fields the details show. */
async function dishes(request: APIRequestContext) {
  const menu = await menuOf(request);
  const all = menu.dishes as unknown as Dish[];
  const categoryOf = (d: Dish) => menu.categories.find((c) => c.id === d.specialite_id)!.name;
  const vegan = menu.categories.find((c) => /v[ée]gan/i.test(c.name))!;
  return {
    categoryOf,
    // The home page opens on the Végan category: its first dish is on screen there.
    homeDish: all.find(
      (d) => d.specialite_id === vegan.id && !d.requires_advance_notice && d.preparation_time,
    )!,
    // The dish of 48 h: its page says its own notice, not a general 24 h.
    advanceNotice: all.find((d) => d.advance_notice_hours === 48)!,
    grilled: all.find((d) => d.dish_name === 'Koklo méme')!,
  };
}

const cartQuantity = (page: Page, id: string) =>
  page.evaluate(
    (dishId) =>
      (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number }[]).find(
        (l) => l.id === dishId,
      )?.quantity ?? 0,
    id,
  );

test('a dish opens from the home page with its details, and closing or going back returns there', async ({
  page,
  request,
}) => {
  const { homeDish: dish, categoryOf } = await dishes(request);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nos spécialités' });
  const card = section.getByRole('article', { name: dish.dish_name });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // Where the visitor sees the dish on screen: what must be the same when they come back.
  const onScreen = async () => (await card.boundingBox())!.y;
  const seenAt = await onScreen();

  await card.getByRole('link', { name: dish.dish_name }).click();
  await expect(page).toHaveURL(`/menu/${dish.dish_id}`);
  const dialog = page.getByRole('dialog', { name: dish.dish_name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 1, name: dish.dish_name })).toBeVisible();
  await expect(dialog.getByRole('img', { name: dish.dish_name })).toBeVisible();
  await expect(dialog.getByText(dish.dish_description)).toBeVisible();
  await expect(dialog.getByText(fcfa(dish.dish_price), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: categoryOf(dish) })).toBeVisible();
  await expect(dialog.getByRole('term').filter({ hasText: 'Préparation' })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: dish.preparation_time! })).toBeVisible();
  await expect(page).toHaveTitle(`${dish.dish_name} — Chez Mama Lomé`);

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL('/');
  await expect(dialog).toBeHidden();
  await expect(card).toBeInViewport();
  // The home page fills in again as it comes back: its scroll is put back as it grows, the dish where it was seen,
  // even when the page was scrolled before its code ran (on a loaded machine, as on a slow phone).
  await expect.poll(async () => Math.abs((await onScreen()) - seenAt), { timeout: 5_000 }).toBeLessThan(50);

  // The picture opens the same details (a second target, hidden from screen readers which have the name's link);
  // the browser's back button closes them.
  await card.getByRole('img', { name: dish.dish_name, includeHidden: true }).click();
  await expect(page).toHaveURL(`/menu/${dish.dish_id}`);
  await expect(page.getByRole('dialog', { name: dish.dish_name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toBeInViewport();
});

test('from the menu: the details add to the cart with the same control as the card, and back keeps the menu as it was', async ({
  page,
  request,
}) => {
  const { grilled: dish } = await dishes(request);
  await page.goto('/menu');
  const search = page.getByRole('searchbox', { name: 'Rechercher un plat' });
  await search.fill('koklo');
  const card = page.getByRole('article', { name: dish.dish_name });
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('link', { name: dish.dish_name }).click();
  await expect(page).toHaveURL(`/menu/${dish.dish_id}`);
  const dialog = page.getByRole('dialog', { name: dish.dish_name });
  await dialog.getByRole('button', { name: addLabel(dish.dish_name), exact: true }).click();
  await expect(page.getByText(`${dish.dish_name} ajouté au panier!`)).toBeVisible();
  const plus = dialog.getByRole('button', { name: portion('add', dish.dish_name) });
  const minus = dialog.getByRole('button', { name: portion('remove', dish.dish_name) });
  await expect(plus).toBeFocused();
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect.poll(() => cartQuantity(page, dish.dish_id)).toBe(2);
  await minus.click();
  await expect.poll(() => cartQuantity(page, dish.dish_id)).toBe(1);
  await expect(minus).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/cart');

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The menu was never left: the search is still there, and the card shows what the details put in the cart.
  await expect(search).toHaveValue('koklo');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('button', { name: portion('remove', dish.dish_name) })).toBeDisabled();
  await expect(card.getByText('dans le panier')).toBeAttached();
  await expect(card.getByRole('button', { name: addLabel(dish.dish_name), exact: true })).toHaveCount(0);
});

test('a shared link opens the dish over the menu, with its advance notice and WhatsApp sharing; an unknown one says it is not on the menu', async ({
  page,
  request,
  baseURL,
}) => {
  const { advanceNotice: dish } = await dishes(request);
  const response = await page.goto(`/menu/${dish.dish_id}`);
  expect(response?.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: dish.dish_name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('term').filter({ hasText: 'Délai' })).toBeVisible();
  await expect(dialog.getByText("À commander 48 h à l'avance", { exact: true })).toBeVisible();
  await expect(dialog.getByRole('term').filter({ hasText: 'Préparation' })).toHaveCount(0);
  // Linux Chromium has no share sheet: the details offer WhatsApp, with the dish's own address in the message.
  const share = dialog.getByRole('link', { name: 'Partager sur WhatsApp' });
  const href = new URL((await share.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toContain(dish.dish_name);
  expect(href.searchParams.get('text')).toContain(`${baseURL}/menu/${dish.dish_id}`);
  await expect(share).toHaveAttribute('target', '_blank');

  // Nothing to go back to on this site: closing shows the menu.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre Menu' })).toBeVisible();
  await expect(page).toHaveTitle('Menu — Chez Mama Lomé');

  const unknown = await page.goto('/menu/plat-inconnu');
  expect(unknown?.status()).toBe(404);
  const missing = page.getByRole('dialog', { name: 'Plat introuvable' });
  await expect(missing.getByText("Ce plat n'est pas ou plus à la carte.")).toBeVisible();
  await missing.getByRole('button', { name: 'Voir le menu' }).click();
  await expect(page).toHaveURL('/menu');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the details pass axe on a desktop and a phone, full screen on the phone without sideways scroll', async ({
  page,
  request,
}) => {
  const { homeDish, advanceNotice } = await dishes(request);
  await page.goto(`/menu/${homeDish.dish_id}`);
  const dialog = page.getByRole('dialog', { name: homeDish.dish_name });
  await expect(dialog.getByRole('img', { name: homeDish.dish_name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/menu/${advanceNotice.dish_id}`);
  const phone = page.getByRole('dialog', { name: advanceNotice.dish_name });
  await phone.getByRole('button', { name: addLabel(advanceNotice.dish_name), exact: true }).click();
  await expect(phone.getByRole('button', { name: portion('add', advanceNotice.dish_name) })).toBeVisible();
  const box = (await page.locator('.modal-dialog').boundingBox())!;
  expect(box.width).toBe(390);
  const overflow = await page.evaluate(
    () => document.querySelector('.modal')!.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
