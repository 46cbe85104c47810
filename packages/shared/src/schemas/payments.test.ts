import { describe, expect, it } from 'vitest';
import { orderMessages } from './orders.js';
import { paymentCreateSchema, paymentMessages } from './payments.js';

describe('paymentCreateSchema', () => {
  it('defaults to FLOOZ, normalises the phone and drops the browser amount', () => {
    expect(
      paymentCreateSchema.parse({ phone_number: '+228 96 11 22 33', order_id: 'o1', amount: 150 }),
    ).toEqual({
      phone_number: '96112233',
      network: 'FLOOZ',
      order_id: 'o1',
    });
  });

  it.each([
    [{ phone_number: '90112233' }, paymentMessages.target],
    [{ phone_number: '90112233', order_id: 'o1', reservation_id: 'r1' }, paymentMessages.target],
    [{ phone_number: '90112233', order_id: 'o1', network: 'MTN' }, paymentMessages.network],
    [{ phone_number: '', order_id: 'o1' }, orderMessages.phone],
    [{ phone_number: '901122', order_id: 'o1' }, orderMessages.phoneInvalid],
  ])('refuses %o with its French message', (body, message) => {
    const result = paymentCreateSchema.safeParse(body);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
