import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { RegisteredUser } from './users';

/** A dish of GET /api/menu, as the journeys read it. */
export type MenuDish = {
  dish_id: string;
  dish_name: string;
  dish_price: number;
  specialite_id: string | null;
  requires_advance_notice: boolean;
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

/**
 * Taps a dish card's 'Ajouter' until its quantity control shows, as a customer taps again when nothing happened:
 * a server-rendered page shows its buttons before its JavaScript runs, and a tap that early is not kept.
 */
export async function addFromCard(card: Locator, name: string): Promise<void> {
  const add = card.getByRole('button', { name: 'Ajouter', exact: true });
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
