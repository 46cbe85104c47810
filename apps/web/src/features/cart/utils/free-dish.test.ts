import { describe, expect, it } from 'vitest';
import { lineTotalWithFreeDish, sanitizeFreeDish } from './free-dish';

const line = { id: 'ablo', name: 'Ablo', price: 3000, image: '', category: 'c', quantity: 2 };
const credit = { credit_id: 'c1', dish_id: 'ablo', dish_name: 'Ablo' };

describe('lineTotalWithFreeDish', () => {
  it.each([
    [{ ...line, quantity: 1 }, credit, 0],
    [line, credit, 3000],
    [line, { ...credit, dish_id: 'fufu' }, 6000],
    [line, null, 6000],
  ])('%o with %o costs %i', (item, applied, total) => {
    expect(lineTotalWithFreeDish(item, applied)).toBe(total);
  });
});

describe('sanitizeFreeDish', () => {
  it('keeps a well-formed credit and drops anything else', () => {
    expect(sanitizeFreeDish({ ...credit, extra: 1 })).toEqual(credit);
    expect(sanitizeFreeDish({ credit_id: 'c1', dish_id: 2, dish_name: 'x' })).toBeNull();
    expect(sanitizeFreeDish('c1')).toBeNull();
    expect(sanitizeFreeDish(null)).toBeNull();
  });
});
