import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { cartMade } from '@/features/cart';
import {
  attempt,
  leftAttempt,
  open,
  order,
  orderPosts,
  payments,
  resetCheckout,
  serve,
  status,
} from '@/test/fixtures/checkout-dialog';

vi.mock('./location-map', () => ({ default: () => <div>carte</div> }));

beforeEach(resetCheckout);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const underWay = {
  payment_id: 'p1',
  phone_number: '90112232',
  network: 'TMONEY' as const,
  amount: 5500,
  started_at: '2026-11-28T12:00:00.000Z',
};
const waiting = order({ payment_status: 'pending', payment_under_way: underWay });
const pushedAgain = { status: 'pending', tx_reference: '77', message: 'ok', payment_id: 'p2' };

describe('CheckoutDialog and a prompt under way', () => {
  it('goes back to the payment under way after the tab was closed, with its number and amount, and changes the number', async () => {
    // A closed tab forgot the attempt; the device still knows the order the cart made, and the server its prompt.
    cartMade.remember('order', { owner: 'u1', id: 'o1', dishes: attempt.dishes });
    serve({
      'GET /orders-detail/o1': [{ order: waiting, show_order_dish: [] }],
      'GET /orders/o1/status': [status({})],
      'POST /payment': [pushedAgain],
    });
    const { dialog } = open();

    await within(dialog).findByText('En attente de votre confirmation');
    const sentTo = within(dialog).getByText(/Demande envoyée au/);
    expect(sentTo.textContent).toMatch(/^Demande envoyée au 90112232 \(T-Money\) pour 5\s500\sFCFA\.$/);
    expect(orderPosts()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer de numéro' }));
    const phone = await within(dialog).findByLabelText<HTMLInputElement>('Numéro de paiement');
    expect(phone.value).toBe('90112232');
    fireEvent.change(phone, { target: { value: '96112233' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Payer / }));
    await within(dialog).findByText('En attente de votre confirmation');
    expect(payments().map((c) => c.body)).toEqual([
      expect.objectContaining({ order_id: 'o1', phone_number: '96112233', replaces_payment_id: 'p1' }),
    ]);
    expect(orderPosts()).toHaveLength(0);
  });

  it('takes up the prompt the server names when "Commander" finds the order, and "Réessayer" sends it again in its place', async () => {
    leftAttempt();
    serve({
      'POST /orders': [waiting],
      'GET /orders/o1/status': [status({})],
      'POST /payment': [pushedAgain],
    });
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    await within(dialog).findByText('En attente de votre confirmation');
    expect(within(dialog).getByText(/Demande envoyée au/).textContent).toMatch(/au 90112232 \(T-Money\)/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await within(dialog).findByRole('button', { name: 'Réessayer' });
    expect(payments().map((c) => c.body)).toEqual([
      {
        order_id: 'o1',
        phone_number: '90112232',
        network: 'TMONEY',
        replaces_payment_id: 'p1',
      },
    ]);
    // The new prompt is the one followed (and replaced next time).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(payments()).toHaveLength(2));
    expect(payments()[1]!.body).toMatchObject({ replaces_payment_id: 'p2' });
  });
});
