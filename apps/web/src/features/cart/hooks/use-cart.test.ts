import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { cartActions, useCart } from './use-cart';

const ablo = { id: 'ablo', name: 'Ablo', price: 3000, image: '', category: 'c' };
const fufu = { id: 'fufu', name: 'Fufu', price: 3500, image: '', category: 'c' };

beforeEach(() => {
  localStorage.clear();
  act(() => cartActions.clear());
});
afterEach(cleanup);

describe('a free dish credit in the cart', () => {
  it("'Utiliser' adds one more unit of the dish and puts the credit on its line", () => {
    const { result } = renderHook(() => useCart());
    act(() => cartActions.add(ablo));
    act(() => cartActions.addFreeDish(ablo, 'credit-1'));
    expect(result.current.items).toEqual([{ ...ablo, quantity: 2 }]);
    expect(result.current.freeDish).toEqual({ credit_id: 'credit-1', dish_id: 'ablo', dish_name: 'Ablo' });
    expect(JSON.parse(localStorage.getItem('free_dish')!)).toMatchObject({ credit_id: 'credit-1' });
  });

  it('goes away with its line (removed or set to 0), not with another line', () => {
    const { result } = renderHook(() => useCart());
    act(() => {
      cartActions.add(fufu);
      cartActions.addFreeDish(ablo, 'credit-1');
    });
    act(() => cartActions.remove('fufu'));
    expect(result.current.freeDish?.credit_id).toBe('credit-1');
    act(() => cartActions.setQuantity('ablo', 0));
    expect(result.current.freeDish).toBeNull();
    // The same dish added again later is paid for: the credit is not silently used.
    act(() => cartActions.add(ablo));
    expect(result.current.freeDish).toBeNull();
  });

  it('goes away when the cart is cleared (order paid), and can be dropped while keeping the dishes', () => {
    const { result } = renderHook(() => useCart());
    act(() => cartActions.addFreeDish(ablo, 'credit-1'));
    act(() => cartActions.dropFreeDish());
    expect(result.current.items).toHaveLength(1);
    expect(result.current.freeDish).toBeNull();

    act(() => cartActions.addFreeDish(fufu, 'credit-2'));
    act(() => cartActions.clear());
    expect(result.current.freeDish).toBeNull();
    expect(localStorage.getItem('free_dish')).toBe('null');
  });
});
