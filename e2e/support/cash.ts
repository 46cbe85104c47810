import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiOrder } from './api';
import { createDeliveryOrder } from './referral';
import type { RegisteredUser } from './users';

type Admin = { headers: { authorization: string } };

/** Cash allowed, at the door or the counter, up to 20 000 FCFA at least (Réglages). */
export async function allowCash(request: APIRequestContext, admin: Admin): Promise<void> {
  const settings = await (await request.get('/api/admin/settings', { headers: admin.headers })).json();
  if (settings.cash_max_amount < 20_000) {
    const saved = await request.put('/api/admin/settings', {
      headers: admin.headers,
      data: { ...settings, cash_max_amount: 20_000 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

/**
 * A cash-on-delivery order placed through the API as the checkout does, with cash allowed up to 20 000 FCFA;
 * `extra` adds to the checkout's body (notes).
 */
export async function placeCashOrder(
  request: APIRequestContext,
  admin: Admin,
  customer: RegisteredUser,
  dishes: { dish_id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<ApiOrder> {
  await allowCash(request, admin);
  return createDeliveryOrder(request, customer, dishes, { ...extra, payment_method: 'cash' });
}
