import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { formatFcfa } from '@lome/shared';
import { cartActions } from '../hooks/use-cart';
import { rememberDeliveryFee } from '../hooks/use-delivery-fee';
import { CartSummary } from './cart-summary';

const dish = { id: 'a', name: 'Ayimolou', price: 2500, image: '', category: 'c' };

beforeEach(() => {
  localStorage.clear();
  act(() => {
    cartActions.clear();
    cartActions.add(dish);
  });
});
afterEach(cleanup);

describe('CartSummary', () => {
  const total = () => screen.getByTestId('cart-total').textContent;
  const fee = () => screen.getByText('Livraison').nextElementSibling?.textContent;

  it('shows delivery as free until an order brings the server’s fee, then adds that fee', () => {
    render(<CartSummary mode="order" onSubmit={() => {}} />);
    expect(fee()).toBe('Gratuite');
    expect(total()).toBe('2\u00a0500\u00a0FCFA');

    act(() => rememberDeliveryFee(500));
    expect(fee()).toBe(formatFcfa(500));
    expect(total()).toBe('3\u00a0000\u00a0FCFA');

    act(() => rememberDeliveryFee(0));
    expect(fee()).toBe('Gratuite');
    expect(total()).toBe('2\u00a0500\u00a0FCFA');
  });

  it('adds no delivery fee to a reservation', () => {
    act(() => rememberDeliveryFee(500));
    render(<CartSummary mode="reservation" onSubmit={() => {}} />);
    expect(screen.getByText('Frais de réservation').nextElementSibling?.textContent).toBe('Offerts');
    expect(total()).toBe('2\u00a0500\u00a0FCFA');
  });
});
