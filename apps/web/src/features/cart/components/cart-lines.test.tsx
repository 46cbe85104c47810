import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAX_QUANTITY_PER_LINE } from '@lome/shared';
import { cartActions } from '../hooks/use-cart';
import { CartLines } from './cart-lines';

const dish = { id: 'a', name: 'Ayimolou', price: 2500, image: '', category: 'c' };

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartActions.clear();
    cartActions.add(dish);
  });
});
afterEach(cleanup);

describe('CartLines', () => {
  it('stops "+" at the order rules’ maximum per dish and says why', () => {
    act(() => cartActions.setQuantity('a', MAX_QUANTITY_PER_LINE - 1));
    render(<CartLines />);
    const plus = screen.getByRole('button', { name: "Ajouter une portion d'Ayimolou" });
    expect(plus.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/au maximum par plat/)).toBeNull();

    fireEvent.click(plus);
    screen.getByText(String(MAX_QUANTITY_PER_LINE));
    expect(plus.hasAttribute('disabled')).toBe(true);
    screen.getByText(`${MAX_QUANTITY_PER_LINE} au maximum par plat`);
    fireEvent.click(screen.getByRole('button', { name: "Retirer une portion d'Ayimolou" }));
    expect(plus.hasAttribute('disabled')).toBe(false);
  });
});
