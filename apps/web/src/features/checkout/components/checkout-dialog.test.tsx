import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { orderMessages, type CartItem, type OrderStatusResponse, type OrderSummary } from '@lome/shared';
import { authActions } from '@/features/auth/hooks/use-auth';
import { deliveryAddressDraft } from '@/features/cart';
import { attemptKey, attemptNote, noteAttempt } from '@/lib/idempotency';
import type { OrderAttempt, PushedPayment } from '../lib/checkout-attempt';
import { CheckoutDialog, type CheckoutFreeDish } from './checkout-dialog';
import { anOrderSummary } from '@/test/factories';
import { renderRoutesWithProviders } from '@/test/render';

// Leaflet has no place in jsdom; the map's own behaviour is the browser journeys' business.
vi.mock('./location-map', () => ({ default: () => <div>carte</div> }));

const items: CartItem[] = [
  { id: 'd1', name: 'Ayimolou', price: 2500, image: '', category: 'c', quantity: 2 },
];
const attempt: OrderAttempt = {
  dishes: [{ dish_id: 'd1', quantity: 2 }],
  address: {
    title: 'Bureau',
    description_address: 'Bè Kpota, portail bleu',
    position: { latitude: 6.135, longitude: 1.225 },
    phone: '90 11 22 33',
  },
};
const pushed: PushedPayment = {
  payment_id: 'p1',
  tx_reference: '4242',
  phone: '90112231',
  network: 'TMONEY',
};

const order = (patch: Partial<OrderSummary> = {}) =>
  anOrderSummary({
    code_commande: 'CMD-AAAA1111',
    total_price: 5500,
    delivery_price: 500,
    title: 'Bureau',
    description_address: 'Bè Kpota, portail bleu',
    ...patch,
  });
const paidOrder = order({ is_paid: true, payment_status: 'completed', status: 'confirmed' });
const status = (patch: Partial<OrderStatusResponse>): OrderStatusResponse => ({
  status: 'pending',
  payment_status: 'pending',
  is_paid: false,
  transaction: { transaction_id: '4242' },
  ...patch,
});

type Call = { method: string; url: string; key: string | null; body?: unknown };
let calls: Call[];

/** Answers the API from queues per "METHOD /path": each call takes the next answer, the last one repeats. */
function serve(answers: Record<string, unknown[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const route = `${method} ${url.replace(/^\/api/, '')}`;
      calls.push({
        method,
        url,
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const queue = answers[route];
      if (!queue) return Promise.reject(new Error(`unexpected ${route}`));
      const body = queue.length > 1 ? queue.shift() : queue[0];
      return Promise.resolve(Response.json(body));
    }),
  );
}

function open(props: { items?: CartItem[]; freeDish?: CheckoutFreeDish } = {}) {
  const onHide = vi.fn();
  const onPaid = vi.fn();
  renderRoutesWithProviders(
    [
      {
        path: '/cart',
        element: (
          <CheckoutDialog
            show
            onHide={onHide}
            items={props.items ?? items}
            freeDish={props.freeDish}
            onPaid={onPaid}
          />
        ),
      },
      { path: '/order-confirmation', element: <p>page de confirmation</p> },
    ],
    { initialEntries: ['/cart'] },
  );
  return { onHide, onPaid, dialog: screen.getByRole('dialog', { name: 'Finaliser ma commande' }) };
}

/** The attempt as the checkout left it in sessionStorage, with the payment it pushed when given. */
function leftAttempt(note?: PushedPayment) {
  attemptKey('order', 'u1', attempt);
  if (note) noteAttempt('order', note);
}

const payments = () => calls.filter((c) => c.url.endsWith('/payment'));
const orderPosts = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/orders'));

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  // The address typed is kept on the device: each test starts from none.
  deliveryAddressDraft.clear();
  act(() =>
    authActions.login('token', {
      id: 'u1',
      firstname: 'Afi',
      email: 'afi@example.tg',
      user_status: 'particular',
    }),
  );
});
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

const sessionKey = () => (JSON.parse(sessionStorage.getItem('attempt:order')!) as { key: string }).key;
