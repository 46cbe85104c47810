import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { cartActions, useCart } from './use-cart';
import { freeDishActions, useFreeDish } from './use-free-dish';

const ablo = { id: 'ablo', name: 'Ablo', price: 3000, image: '', category: 'c' };
const fufu = { id: 'fufu', name: 'Fufu', price: 3500, image: '', category: 'c' };

const stored = () => JSON.parse(localStorage.getItem('free_dish') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  act(() => freeDishActions.clearCart());
});
afterEach(cleanup);

describe('a free dish credit in the cart', () => {
  it("'Utiliser' adds one more unit of the dish and puts the credit on its line", () => {
    const { result } = renderHook(() => ({ cart: useCart(), freeDish: useFreeDish() }));
    act(() => cartActions.add(ablo));
    act(() => freeDishActions.add(ablo, 'credit-1'));
    expect(result.current.cart.items).toEqual([{ ...ablo, quantity: 2 }]);
    expect(result.current.freeDish).toEqual({ credit_id: 'credit-1', dish_id: 'ablo', dish_name: 'Ablo' });
    expect(stored()).toMatchObject({ credit_id: 'credit-1' });
  });

  it('goes away with its line (removed or set to 0), not with another line', () => {
    const { result } = renderHook(() => useFreeDish());
    act(() => {
      cartActions.add(fufu);
      freeDishActions.add(ablo, 'credit-1');
    });
    act(() => cartActions.remove('fufu'));
    expect(result.current?.credit_id).toBe('credit-1');
    act(() => cartActions.setQuantity('ablo', 0));
    expect(result.current).toBeNull();
    expect(stored()).toBeNull();
    // The same dish added again later is paid for: the credit is not silently used.
    act(() => cartActions.add(ablo));
    expect(result.current).toBeNull();
  });

  it('goes away when the cart is cleared (order paid), and can be dropped while keeping the dishes', () => {
    const { result } = renderHook(() => ({ cart: useCart(), freeDish: useFreeDish() }));
    act(() => freeDishActions.add(ablo, 'credit-1'));
    act(() => freeDishActions.drop());
    expect(result.current.cart.items).toHaveLength(1);
    expect(result.current.freeDish).toBeNull();

    act(() => freeDishActions.add(fufu, 'credit-2'));
    act(() => freeDishActions.clearCart());
    expect(result.current.cart.items).toEqual([]);
    expect(result.current.freeDish).toBeNull();
    expect(stored()).toBeNull();
  });
});
