import { describe, expect, it } from 'vitest';
import { staffOrderCreateSchema } from '@lome/shared';
import { choice, optionGroup } from '@/test/fixtures/dish-options';
import {
  addDish,
  staffOrderBody,
  staffQuoteBody,
  withNumber,
  type NewOrderDraft,
} from './use-new-order-form';

const draft: NewOrderDraft = {
  phone: '+228 90 11 22 31',
  firstname: 'Kossiwa',
  lastname: '',
  email: '',
  lines: [{ uid: 'l1', dish_id: 'd1', name: 'Ayimolou', price: 2500, quantity: 2 }],
  mode: 'delivery',
  address: 'Tokoin',
  latitude: '6,135',
  longitude: '1.225',
  pickupAt: '2026-12-04T12:30',
  notes: '',
  source: 'whatsapp',
  method: 'cash',
  methodChosen: false,
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

describe('staffQuoteBody', () => {
  it('asks the price of the dishes at the point, for the caller on file, as the order will be priced', () => {
    expect(staffQuoteBody(draft)).toEqual({
      dishes: [{ dish_id: 'd1', quantity: 2 }],
      phone: '90112231',
      latitude: 6.135,
      longitude: 1.225,
    });
  });

  it('prices a pickup without delivery, a point half typed without it, and nothing before a dish', () => {
    expect(staffQuoteBody({ ...draft, mode: 'pickup' })).toEqual({
      dishes: [{ dish_id: 'd1', quantity: 2 }],
      phone: '90112231',
      pickup: true,
    });
    expect(staffQuoteBody({ ...draft, longitude: '', phone: '9011' })).toEqual({
      dishes: [{ dish_id: 'd1', quantity: 2 }],
    });
    expect(staffQuoteBody({ ...draft, lines: [] })).toBeNull();
  });
});

describe('withNumber', () => {
  const mobile = { ...draft, method: 'TMONEY' as const, payPhone: '' };

  it("proposes the network of the number's prefix: Moov FLOOZ, Togocom TMONEY", () => {
    expect(withNumber(mobile, 'phone', '96 12 34 56').method).toBe('FLOOZ');
    expect(withNumber({ ...mobile, method: 'FLOOZ' }, 'phone', '+228 70 12 34 56').method).toBe('TMONEY');
    // The number to debit, when given, is the one that decides.
    expect(withNumber({ ...mobile, phone: '90112231' }, 'payPhone', '99000000').method).toBe('FLOOZ');
  });

  it('leaves the network staff chose, and cash, alone', () => {
    expect(withNumber({ ...mobile, methodChosen: true }, 'phone', '96123456').method).toBe('TMONEY');
    expect(withNumber({ ...mobile, method: 'cash' }, 'phone', '96123456').method).toBe('cash');
  });
});

const side = optionGroup('g-side', 'Accompagnement', [
  choice('riz', 'Riz', 0, { is_default: true }),
  choice('alloco', 'Alloco', 500),
]);

describe('the lines of a caller’s order (decision 0081)', () => {
  const fish = { dish_id: 'd2', name: 'Poisson braisé', price: 4000, groups: [side] };

  it('adds a dish with choices at its required group’s default, and the same again +1', () => {
    const once = addDish([], fish);
    expect(once).toMatchObject([{ dish_id: 'd2', quantity: 1, options: ['riz'] }]);
    expect(addDish(once, fish)).toMatchObject([{ dish_id: 'd2', quantity: 2, options: ['riz'] }]);
  });

  it('starts a new line when the line of that dish has other choices or a note', () => {
    const [line] = addDish([], fish);
    const changed = [{ ...line!, options: ['alloco'], note: 'bien cuit' }];
    expect(addDish(changed, fish)).toHaveLength(2);
  });

  it('sends each line’s choices and note, and no options for a dish without groups', () => {
    const [line] = addDish([], fish);
    const lines = [...draft.lines, { ...line!, options: ['alloco'], note: '  piment à part ' }];
    const body = staffOrderBody({ ...draft, lines });
    expect(body.dishes).toEqual([
      { dish_id: 'd1', quantity: 2 },
      { dish_id: 'd2', quantity: 1, options: ['alloco'], note: 'piment à part' },
    ]);
    expect(staffQuoteBody({ ...draft, lines })!.dishes).toEqual(body.dishes);
    expect(staffOrderCreateSchema.safeParse(body).success).toBe(true);
  });
});
