import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addFromCard, menuOf, portion, type MenuDish } from './api';
import { loginInBrowser, type RegisteredUser } from './users';

// The reservation journeys' dates and steps (reservations.*.spec.ts).

export type ApiReservation = {
  reservation_id: string;
  code: string;
  source: string;
  total_price: number;
  is_paid: boolean;
};

const DAY_MS = 86_400_000;
/** A pickup day in Lomé's calendar (UTC), `offset` days from now, as the date input takes it. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const QUARTER_MS = 15 * 60_000;

/**
 * A pickup the cart accepts (today or tomorrow, 10:00-22:00, on a quarter hour) that is less than 24 h away,
 * whatever the hour the test runs at: 24 h from now is the same clock time tomorrow, so one always fits.
 */
export function pickupWithinADay(): { date: string; time: string } {
  const now = Date.now();
  for (let t = Date.parse(`${day(0)}T10:00:00Z`); ; t += QUARTER_MS) {
    const at = new Date(t);
    const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
    if (minutes >= 600 && minutes <= 1320 && t > now + 30 * 60_000 && t < now + DAY_MS - QUARTER_MS) {
      return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
    }
  }
}

export async function reservationsOf(
  request: APIRequestContext,
  customer: RegisteredUser,
): Promise<ApiReservation[]> {
  const res = await request.get('/api/reservations', { headers: customer.headers });
  return ((await res.json()) as { reservations: ApiReservation[] }).reservations;
}

/** Two units of the first category's first dish in the cart, then the cart's reservation dialog. */
export async function openCartReservation(
  page: Page,
  request: APIRequestContext,
  customer: RegisteredUser,
): Promise<{ dialog: Locator; dish: MenuDish }> {
  const menu = await menuOf(request);
  const dish = menu.dishes.find((d) => d.specialite_id === menu.categories[0]!.id)!;
  await loginInBrowser(page, customer);
  await page.goto('/menu');
  const card = page.getByRole('article', { name: dish.dish_name });
  await addFromCard(card, dish.dish_name);
  await card.getByRole('button', { name: portion('add', dish.dish_name) }).click();
  await page.goto('/cart');
  await page.getByRole('tab', { name: 'Réservation' }).click();
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  return { dialog: page.getByRole('dialog', { name: 'Réserver mes plats' }), dish };
}
