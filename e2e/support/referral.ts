import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiOrder } from './api';
import type { RegisteredUser } from './users';

/** A dish line of POST /api/orders. */
export type OrderLine = { dish_id: string; quantity: number };

/** A delivery order to the customer's address in Lomé, created through the API as the checkout does (not paid). */
export async function createDeliveryOrder(
  request: APIRequestContext,
  customer: RegisteredUser,
  dishes: OrderLine[],
  extra: Record<string, unknown> = {},
): Promise<ApiOrder> {
  const created = await request.post('/api/orders', {
    headers: { ...customer.headers, 'Idempotency-Key': randomUUID() },
    data: {
      dishes,
      title: 'Domicile',
      description_address: 'Nyékonakpoè, rue des Cocotiers',
      latitude: 6.135,
      longitude: 1.225,
      phone: '90112233',
      ...extra,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as ApiOrder;
}

/**
 * An order placed and paid through the API, as the checkout does (address in Lomé, payment pushed to a phone the
 * simulator pays): returns once the server says it is paid.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  customer: RegisteredUser,
  dishes: OrderLine[],
): Promise<ApiOrder> {
  const order = await createDeliveryOrder(request, customer, dishes);
  const pushed = await request.post('/api/payment', {
    headers: customer.headers,
    data: { phone_number: '90112231', network: 'FLOOZ', order_id: order.order_id },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders/${order.order_id}/status`, { headers: customer.headers });
        return ((await res.json()) as { is_paid: boolean }).is_paid;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return order;
}
