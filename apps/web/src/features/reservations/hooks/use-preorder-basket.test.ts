import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preorderBasketActions, preorderBasketKey, usePreorderBasket } from './use-preorder-basket';

const jollof = { id: 'd1', name: 'Jollof au poulet', price: 3500, image: '/j.svg', category: 'c1' };
const fufu = { id: 'd2', name: 'Fufu sauce arachide', price: 4000, image: '/f.svg', category: 'c2' };

describe('usePreorderBasket', () => {
  afterEach(() => {
    act(() => preorderBasketActions.clear());
  });

  it('adds one unit per press, counts and totals in FCFA, and keeps the basket in localStorage', () => {
    const { result } = renderHook(() => usePreorderBasket());
    act(() => {
      result.current.add(jollof);
      result.current.add(jollof);
      result.current.add(fufu);
    });
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      ['d1', 2],
      ['d2', 1],
    ]);
    expect(result.current.count).toBe(3);
    expect(result.current.total).toBe(11_000);
    expect(JSON.parse(localStorage.getItem(preorderBasketKey)!)).toHaveLength(2);
  });

  it('removes a line whose quantity goes below 1, or on remove, and empties on clear', () => {
    const { result } = renderHook(() => usePreorderBasket());
    act(() => {
      result.current.add(jollof);
      result.current.add(fufu);
    });
    act(() => result.current.setQuantity('d1', 0));
    expect(result.current.items.map((i) => i.id)).toEqual(['d2']);
    act(() => result.current.remove('d2'));
    expect(result.current.items).toEqual([]);
    act(() => result.current.add(fufu));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(localStorage.getItem(preorderBasketKey)).toBe('[]');
  });
});
