import { randomUUID } from 'node:crypto';

export type Skip = { skipped: string };

async function call(
  base: string,
  method: string,
  path: string,
  init: { body?: FormData; json?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A fresh customer, registered and logged in through the public API: their bearer token. */
export async function registerCustomer(base: string): Promise<{ token: string } | Skip> {
  const email = `bench-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'Motdepasse1!';
  const form = new FormData();
  for (const [k, v] of Object.entries({
    firstname: 'Bench',
    lastname: 'Lomé',
    email,
    password,
    password_confirmation: password,
    phone: '90112233',
    user_status: 'particular',
  })) {
    form.append(k, v);
  }
  const register = await call(base, 'POST', '/api/users/register', { body: form });
  if (register.status === 404) return { skipped: 'POST /api/users/register answers 404 (not built yet)' };
  if (register.status >= 300)
    throw new Error(`register: ${register.status} ${JSON.stringify(register.body)}`);
  const login = await call(base, 'POST', '/api/users/login', { json: { email, password } });
  if (login.status === 404) return { skipped: 'POST /api/users/login answers 404 (not built yet)' };
  const token = (login.body?.authorisation as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { token };
}

export type MenuDish = { dish_id: string; dish_price: number; requires_advance_notice: boolean };

/** The menu's dishes, in the menu's order. */
export async function menuDishes(base: string): Promise<MenuDish[] | Skip> {
  const menu = await call(base, 'GET', '/api/menu');
  if (menu.status === 404) return { skipped: 'GET /api/menu answers 404 (not built yet)' };
  const dishes = (menu.body?.dishes as MenuDish[] | undefined) ?? [];
  return dishes.length > 0 ? dishes : { skipped: 'the menu has no dish to order' };
}

/** The minimum dishes total of a delivery, as the quote of a cart tells it (0 when none). */
export async function deliveryMinimum(base: string, dishId: string): Promise<number> {
  const quote = await call(base, 'POST', '/api/orders/quote', {
    json: { dishes: [{ dish_id: dishId, quantity: 1 }] },
  });
  const minimum = quote.body?.min_order_total;
  return typeof minimum === 'number' ? minimum : 0;
}

/** The spec's delivery order (§7) of these lines, near the restaurant. */
export const orderBody = (dishes: { dish_id: string; quantity: number }[]) => ({
  dishes,
  title: 'Domicile',
  description_address: 'Boulevard du 13 Janvier, près du marché',
  latitude: 6.1335,
  longitude: 1.2241,
  phone: '90112233',
});

/** A fresh customer with one delivery order near the restaurant, made through the public API. */
export async function createCustomerOrder(base: string): Promise<{ token: string; orderId: string } | Skip> {
  const customer = await registerCustomer(base);
  if ('skipped' in customer) return customer;
  const dishes = await menuDishes(base);
  if ('skipped' in dishes) return dishes;
  const order = await call(base, 'POST', '/api/orders', {
    token: customer.token,
    json: orderBody([{ dish_id: dishes[0]!.dish_id, quantity: 2 }]),
  });
  if (order.status === 404) return { skipped: 'POST /api/orders answers 404 (not built yet)' };
  const orderId = order.body?.id;
  if (order.status >= 300 || typeof orderId !== 'string') {
    throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  }
  return { token: customer.token, orderId };
}
