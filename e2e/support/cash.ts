import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiOrder } from './api';
import type { RegisteredUser } from './users';

/** A cash-on-delivery order placed through the API as the checkout does, with cash allowed up to 20 000 FCFA. */
export async function placeCashOrder(
  request: APIRequestContext,
  admin: { headers: { authorization: string } },
  customer: RegisteredUser,
  dishes: { dish_id: string; quantity: number }[],
): Promise<ApiOrder> {
  const settings = await (await request.get('/api/admin/settings', { headers: admin.headers })).json();
  if (settings.cash_max_amount < 20_000) {
    const saved = await request.put('/api/admin/settings', {
      headers: admin.headers,
      data: { ...settings, cash_max_amount: 20_000 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const created = await request.post('/api/orders', {
    headers: { ...customer.headers, 'Idempotency-Key': randomUUID() },
    data: {
      dishes,
      title: 'Domicile',
      description_address: 'Nyékonakpoè, rue des Cocotiers',
      latitude: 6.135,
      longitude: 1.225,
      phone: '90112233',
      payment_method: 'cash',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as ApiOrder;
}
