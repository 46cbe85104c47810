import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderQuote } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { cartActions } from '../hooks/use-cart';
import { freeDishActions } from '../hooks/use-free-dish';
import { CartSummary } from './cart-summary';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const ablo = { id: 'ablo', name: 'Ablo', price: 2500, image: '', category: 'c' };

const quote = (patch: Partial<OrderQuote> = {}): OrderQuote => ({
  lines: [{ dish_id: 'ablo', dish_name: 'Ablo', quantity: 2, price_per_unit: 2500 }],
  dishes_total: 5000,
  discount_amount: 2750,
  discounts: { free_dish: 2500, newsletter: 250 },
  free_dish: { credit_id: 'c1', dish_id: 'ablo', dish_name: 'Ablo', amount: 2500 },
  newsletter_eligible: true,
  delivery_price: 0,
  total_price: 2250,
  total_quantite: 2,
  ...patch,
});

function renderSummary(signedIn = true) {
  renderWithProviders(<CartSummary mode="order" onSubmit={() => {}} signedIn={signedIn} />);
}

const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const total = () => screen.getByTestId('cart-total').textContent;

beforeEach(() => {
  localStorage.clear();
  fetched.mockReset();
  act(() => {
    freeDishActions.clearCart();
    cartActions.add(ablo);
    freeDishActions.add(ablo, 'c1');
  });
});
afterEach(cleanup);

describe('the cart summary of a signed-in customer', () => {
  it('asks the server to price the cart with the credit, and shows its discounts and total', async () => {
    fetched.mockResolvedValue(quote());
    renderSummary();
    await waitFor(() => expect(total()).toBe('2\u00a0250\u00a0FCFA'));
    expect(fetched).toHaveBeenCalledWith('/orders/quote', {
      method: 'POST',
      body: { dishes: [{ dish_id: 'ablo', quantity: 2 }], free_dish_credit_id: 'c1', free_dish_id: 'ablo' },
    });
    expect(row('Sous-total')).toBe('5\u00a0000\u00a0FCFA');
    expect(row('Plat offert (Ablo)')).toBe('−2\u00a0500\u00a0FCFA');
    expect(row('Réduction newsletter -10%')).toBe('−250\u00a0FCFA');
  });

  it('says the discounts under “Commander”, so their late arrival never moves the button under a finger', async () => {
    fetched.mockResolvedValue(quote());
    renderSummary();
    const order = screen.getByRole('button', { name: 'Commander' });
    const discounts = await screen.findByTestId('cart-discounts');
    expect(order.compareDocumentPosition(discounts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Everything above the button was painted before the quote came back: only its figures changed.
    expect(
      order.compareDocumentPosition(screen.getByTestId('cart-total')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(screen.getByText('Réductions comprises dans le total')).toBeTruthy();
  });

  it('names a credit the server refuses and lets the customer order without it', async () => {
    fetched.mockImplementation(async (_path, init) => {
      const body = (init as { body: { free_dish_credit_id?: string } }).body;
      if (body.free_dish_credit_id)
        throw new ApiError(422, 'Ce plat offert a expiré.', 'FREE_DISH_CREDIT_EXPIRED', {
          free_dish_credit_id: ['Ce plat offert a expiré.'],
        });
      return quote({
        discount_amount: 0,
        discounts: { free_dish: 0, newsletter: 0 },
        free_dish: null,
        total_price: 5000,
      });
    });
    renderSummary();
    const refused = await screen.findByText('Ce plat offert a expiré.');
    // Said under 'Commander', which the server's late answer must not push down under a finger.
    const order = screen.getByRole('button', { name: 'Commander' });
    expect(order.compareDocumentPosition(refused) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Commander sans le plat offert' }));
    await waitFor(() => expect(total()).toBe('5\u00a0000\u00a0FCFA'));
    expect(screen.queryByText('Ce plat offert a expiré.')).toBeNull();
    expect(screen.queryByText(/Plat offert/)).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(1);
  });

  it('shows the cart’s own sum to a visitor, without asking the server', () => {
    renderSummary(false);
    expect(total()).toBe('5\u00a0000\u00a0FCFA');
    expect(fetched).not.toHaveBeenCalled();
  });
});
