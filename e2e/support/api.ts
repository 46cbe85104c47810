import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { RegisteredUser } from './users';

/** A dish of GET /api/menu, as the journeys read it. */
export type MenuDish = {
  dish_id: string;
  dish_name: string;
  dish_price: number;
  specialite_id: string | null;
  requires_advance_notice: boolean;
  /** The hours of notice of a dish that needs any. */
  advance_notice_hours?: number;
};
export type Menu = { categories: { id: string; name: string }[]; dishes: MenuDish[] };

/** An order of GET /api/orders-list. */
export type ApiOrder = {
  order_id: string;
  code_commande: string;
  total_price: number;
  is_paid: boolean;
  status: string;
};

/** Accessible names of a dish's quantity buttons, with French elision ("d'Ayimolou", 'de Fufu'). */
export function portion(action: 'add' | 'remove', name: string): string {
  const de = /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(name) ? `d'${name}` : `de ${name}`;
  return `${action === 'add' ? 'Ajouter' : 'Retirer'} une portion ${de}`;
}

/** The name of a dish's 'Ajouter' button: it says which dish, for a screen reader. */
export const addLabel = (name: string): string => `Ajouter ${name}`;

/**
 * Taps a dish card's 'Ajouter' until its quantity control shows, as a customer taps again when nothing happened:
 * a server-rendered page shows its buttons before its JavaScript runs, and a tap that early is not kept.
 */
export async function addFromCard(card: Locator, name: string): Promise<void> {
  const add = card.getByRole('button', { name: addLabel(name), exact: true });
  const plus = card.getByRole('button', { name: portion('add', name) });
  await expect(async () => {
    if (await add.isVisible()) await add.click();
    await expect(plus).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Amounts as a French reader sees them; Playwright's text matching folds the no-break spaces. */
export const fcfa = (amount: number) => `${amount.toLocaleString('fr-FR')} FCFA`;

export async function menuOf(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

/** The dishes of the menu's first category: the ones every view shows first. */
export async function firstCategoryDishes(request: APIRequestContext): Promise<MenuDish[]> {
  const menu = await menuOf(request);
  return menu.dishes.filter((d) => d.specialite_id === menu.categories[0]!.id);
}

export async function ordersOf(request: APIRequestContext, customer: RegisteredUser): Promise<ApiOrder[]> {
  const res = await request.get('/api/orders-list', { headers: customer.headers });
  return ((await res.json()) as { orders: ApiOrder[] }).orders;
}

/** One dish in the cart, as the cart keeps it, before any page script runs (a reload keeps what the page changed). */
export async function putInCart(page: Page, dish: MenuDish): Promise<void> {
  await page.addInitScript((d) => {
    if (localStorage.getItem('cart')) return;
    const line = {
      id: d.dish_id,
      name: d.dish_name,
      price: d.dish_price,
      image: '',
      category: 'all',
      quantity: 1,
    };
    localStorage.setItem('cart', JSON.stringify([line]));
  }, dish);
}

/** POST /api/orders: one dish delivered as soon as possible, the answer as it comes. */
export async function orderNow(
  request: APIRequestContext,
  customer: RegisteredUser,
  dish: MenuDish,
): Promise<APIResponse> {
  return request.post('/api/orders', {
    headers: { ...customer.headers, 'Idempotency-Key': randomUUID() },
    data: {
      dishes: [{ dish_id: dish.dish_id, quantity: 1 }],
      title: 'Domicile',
      description_address: 'Nyékonakpoè, rue des Cocotiers',
      latitude: 6.135,
      longitude: 1.225,
      phone: '90112233',
    },
  });
}
