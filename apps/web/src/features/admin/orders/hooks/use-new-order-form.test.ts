import { describe, expect, it } from 'vitest';
import { staffOrderCreateSchema } from '@lome/shared';
import { staffOrderBody, type NewOrderDraft } from './use-new-order-form';

const draft: NewOrderDraft = {
  phone: '+228 90 11 22 31',
  firstname: 'Kossiwa',
  lastname: '',
  email: '',
  lines: [{ dish_id: 'd1', name: 'Ayimolou', price: 2500, quantity: 2 }],
  mode: 'delivery',
  address: 'Tokoin',
  latitude: '6,135',
  longitude: '1.225',
  pickupAt: '2026-12-04T12:30',
  notes: '',
  source: 'whatsapp',
  method: 'cash',
  payPhone: '91000000',
};

describe('staffOrderBody', () => {
  it('sends a delivery with its point, no empty optional field, and no number to charge for cash', () => {
    const body = staffOrderBody(draft);
    expect(body).toEqual({
      customer: { phone: '+228 90 11 22 31', firstname: 'Kossiwa' },
      dishes: [{ dish_id: 'd1', quantity: 2 }],
      description_address: 'Tokoin',
      latitude: 6.135,
      longitude: 1.225,
      source: 'whatsapp',
      payment: { method: 'cash' },
    });
    expect(staffOrderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a pickup at its Lomé time (UTC) and the number to push to', () => {
    const body = staffOrderBody({ ...draft, mode: 'pickup', method: 'FLOOZ' });
    expect(body.pickup_at).toBe('2026-12-04T12:30:00Z');
    expect(body.description_address).toBeUndefined();
    expect(body.payment).toEqual({ method: 'FLOOZ', phone_number: '91000000' });
    expect(staffOrderCreateSchema.parse(body).customer.phone).toBe('90112231');
  });
});
