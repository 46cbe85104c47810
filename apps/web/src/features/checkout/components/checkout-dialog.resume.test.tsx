import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { authActions } from '@/features/auth/hooks/use-auth';
import { attemptNote } from '@/lib/idempotency';
import type { PushedPayment } from '../lib/checkout-attempt';
import {
  leftAttempt,
  open,
  order,
  orderPosts,
  paidOrder,
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
  it("starts the recipient's phone from the account's, which the customer can change", () => {
    act(() =>
      authActions.login('token', {
        id: 'u1',
        firstname: 'Afi',
        email: 'afi@example.tg',
        phone: '90112233',
        user_status: 'particular',
      }),
    );
    serve({});
    const { dialog } = open();
    const phone = within(dialog).getByLabelText('Téléphone du destinataire') as HTMLInputElement;
    expect(phone.value).toBe('90112233');
    fireEvent.change(phone, { target: { value: '91 00 00 00' } });
    expect(phone.value).toBe('91 00 00 00');
  });

  it('goes back to waiting for a payment pushed before a close or a reload, without a second push', async () => {
    leftAttempt(pushed);
    serve({ 'POST /orders': [order({ payment_status: 'pending' })], 'GET /orders/o1/status': [status({})] });
    const { dialog, onHide } = open();

    await within(dialog).findByText('En attente de votre confirmation');
    expect(within(dialog).getByText(/Étape 3 sur 4/)).toBe(document.activeElement);
    expect(within(dialog).queryByLabelText('Numéro de paiement')).toBeNull();
    expect(orderPosts().map((c) => c.key)).toEqual([sessionKey()]);
    expect(payments()).toHaveLength(0);

    // Closing while waiting asks first; staying keeps the wait.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(within(dialog).getByRole('heading', { name: 'Votre paiement est en cours' })).toBe(
      document.activeElement,
    );
    expect(onHide).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: "Continuer d'attendre" }));
    within(dialog).getByText('En attente de votre confirmation');
    expect(onHide).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer quand même' }));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('confirms an order paid by the payment it pushed, then clears the cart and the attempt', async () => {
    leftAttempt(pushed);
    serve({
      'POST /orders': [paidOrder],
      'GET /orders/o1/status': [status({ status: 'confirmed', payment_status: 'completed', is_paid: true })],
    });
    const { dialog, onPaid } = open();

    await within(dialog).findByText('Paiement confirmé !');
    expect(onPaid).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('attempt:order')).toBeNull();
    await screen.findByText('page de confirmation', {}, { timeout: 3000 });
    expect(payments()).toHaveLength(0);
  });

  it('notes a tap on "Payer" before the request leaves, so a close while sending loses nothing', async () => {
    leftAttempt();
    serve({ 'POST /orders': [order({})], 'POST /payment': [{ status: 'pending' }] });
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));
    fireEvent.change(await within(dialog).findByLabelText('Numéro de paiement'), {
      target: { value: '90112233' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Payer / }));

    // Synchronously, before any answer: the dialog may be closed or the page reloaded right now.
    expect(attemptNote<PushedPayment>('order', 'u1')).toMatchObject({ phone: '90112233', network: 'TMONEY' });
  });

  it('follows a payment whose answer never came back (closed while sending) when its order turns out paid', async () => {
    // What a tap on "Payer" notes before the request leaves: no references yet.
    leftAttempt({ phone: '90112233', network: 'TMONEY' });
    serve({
      'POST /orders': [paidOrder],
      'GET /orders/o1/status': [status({ payment_status: 'completed', is_paid: true })],
    });
    const { dialog, onPaid } = open();

    await within(dialog).findByText('Paiement confirmé !');
    expect(onPaid).toHaveBeenCalledOnce();
    expect(orderPosts()).toHaveLength(1);
    expect(payments()).toHaveLength(0);
  });

  it('never confirms an order paid before it pushed anything: the same cart makes a new order', async () => {
    leftAttempt();
    serve({
      'POST /orders': [paidOrder, order({ order_id: 'o2', id: 'o2', code_commande: 'CMD-BBBB2222' })],
    });
    const { dialog, onPaid } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));

    await within(dialog).findByText('CMD-BBBB2222');
    expect(within(dialog).queryByText('Paiement confirmé !')).toBeNull();
    within(dialog).getByText(/Une commande de ce panier est déjà payée/);
    expect(onPaid).not.toHaveBeenCalled();
    const [first, second] = orderPosts();
    expect(second!.key).not.toBe(first!.key);
  });
});
