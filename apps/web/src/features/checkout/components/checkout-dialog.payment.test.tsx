import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages } from '@lome/shared';
import {
  calls,
  items,
  leftAttempt,
  open,
  order,
  orderPosts,
  payments,
  pushed,
  resetCheckout,
  serve,
  sessionKey,
  status,
} from '@/test/fixtures/checkout-dialog';

// Leaflet has no place in jsdom; the map's own behaviour is the browser journeys' business.
vi.mock('./location-map', () => ({ default: () => <div>carte</div> }));

beforeEach(resetCheckout);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutDialog', () => {
  it('shows the server’s dishes, delivery fee and discount on the payment step', async () => {
    leftAttempt();
    serve({ 'POST /orders': [order({ dishes_total: 5400, discount_amount: 400, total_price: 5500 })] });
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    const amounts = await within(dialog).findByTestId('order-amounts');
    expect(amounts.textContent).toContain('Plats5\u00a0400\u00a0FCFA');
    expect(amounts.textContent).toContain('Livraison500\u00a0FCFA');
    expect(amounts.textContent).toContain('Réduction−\u00a0400\u00a0FCFA');
    within(dialog).getByText(/Les prix ont changé depuis l'ajout au panier/);
    expect(within(dialog).getByTestId('payment-amount').textContent).toBe('5\u00a0500\u00a0FCFA');
    expect(within(dialog).getByText(/Étape 2 sur 4/)).toBe(document.activeElement);
  });

  it('orders with the free dish credit in use and shows what each discount takes off', async () => {
    leftAttempt();
    const withoutCredit = sessionKey();
    serve({
      'POST /orders': [
        order({
          dishes_total: 5000,
          discount_amount: 2750,
          discounts: { free_dish: 2500, newsletter: 250 },
          delivery_price: 0,
          total_price: 2250,
        }),
      ],
    });
    const { dialog } = open({ freeDish: { credit_id: 'c1', dish_id: 'd1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    const amounts = await within(dialog).findByTestId('order-amounts');
    expect(orderPosts()[0]!.body).toMatchObject({ free_dish_credit_id: 'c1', free_dish_id: 'd1' });
    // Another price, so another order than the attempt made without the credit.
    expect(orderPosts()[0]!.key).not.toBe(withoutCredit);
    expect(amounts.textContent).toContain('Plat offert−\u00a02\u00a0500\u00a0FCFA');
    expect(amounts.textContent).toContain('Réduction newsletter -10%−\u00a0250\u00a0FCFA');
    expect(within(dialog).getByTestId('payment-amount').textContent).toBe('2\u00a0250\u00a0FCFA');
  });

  it('confirms an order the free dish makes free (0 FCFA, paid when created) without asking for a payment', async () => {
    leftAttempt();
    serve({
      'POST /orders': [
        order({
          dishes_total: 5000,
          discount_amount: 5000,
          discounts: { free_dish: 5000, newsletter: 0 },
          delivery_price: 0,
          total_price: 0,
          is_paid: true,
          payment_status: 'completed',
          status: 'confirmed',
        }),
      ],
    });
    const { dialog, onPaid } = open({ freeDish: { credit_id: 'c1', dish_id: 'd1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    await within(dialog).findByText('Paiement confirmé !');
    expect(onPaid).toHaveBeenCalled();
    expect(orderPosts()).toHaveLength(1);
    expect(payments()).toHaveLength(0);
    await screen.findByText('page de confirmation', {}, { timeout: 4000 });
  });

  it('ends the wait on a refund owed, with its own text and no retry, and forgets the attempt', async () => {
    leftAttempt(pushed);
    serve({
      'POST /orders': [order({ payment_status: 'pending' })],
      'GET /orders/o1/status': [status({ status: 'cancelled', payment_status: 'refund_pending' })],
    });
    const { dialog } = open();

    await within(dialog).findByText(/Paiement reçu, mais la commande a été annulée entre-temps/);
    expect(within(dialog).queryByText(/Aucun montant/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Réessayer le paiement' })).toBeNull();
    expect(sessionStorage.getItem('attempt:order')).toBeNull();
  });

  it('ends the wait when the order is cancelled while its payment is still awaited', async () => {
    leftAttempt(pushed);
    serve({
      'POST /orders': [order({ payment_status: 'pending' })],
      'GET /orders/o1/status': [status({ status: 'cancelled', payment_status: 'pending' })],
    });
    const { dialog } = open();

    await within(dialog).findByText(/La commande a été annulée entre-temps/);
    expect(within(dialog).queryByRole('button', { name: 'Réessayer le paiement' })).toBeNull();
    expect(sessionStorage.getItem('attempt:order')).toBeNull();
  });

  it('retries a cancelled payment on the network chosen before', async () => {
    leftAttempt(pushed);
    serve({
      'POST /orders': [order({ payment_status: 'pending' })],
      'GET /orders/o1/status': [status({ payment_status: 'cancelled' })],
    });
    const { dialog } = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Réessayer le paiement' }));

    expect(within(dialog).getByRole('radio', { name: /TMONEY/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText('Numéro de paiement')).toHaveProperty('value', '90112231');
  });

  it.each([
    ['too many of a dish', [{ ...items[0]!, quantity: 51 }], orderMessages.quantity],
    ['a cart emptied in another tab', [], orderMessages.noDishes],
  ])('says what is wrong with %s instead of doing nothing', async (_, lines, message) => {
    serve({});
    const { dialog } = open({ items: lines });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    expect(within(dialog).getByText(message).getAttribute('role')).toBe('alert');
    // The address fields are empty too: the first of them takes the focus and names its error.
    const address = within(dialog).getByLabelText('Adresse de livraison');
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      orderMessages.address,
    );
    // Nothing sent: the checkout only read what it shows (the kitchen's status, the saved addresses).
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
