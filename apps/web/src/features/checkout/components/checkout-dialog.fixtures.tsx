import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CartItem, OrderStatusResponse, OrderSummary } from '@lome/shared';
import { authActions } from '@/features/auth';
import { deliveryAddressDraft } from '@/features/cart';
import { attemptKey, noteAttempt } from '@/lib/idempotency';
import type { OrderAttempt, PushedPayment } from '../lib/checkout-attempt';
import { CheckoutDialog, type CheckoutFreeDish } from './checkout-dialog';
import { anOrderSummary } from '@/test/factories';
import { renderRoutesWithProviders } from '@/test/render';

/** The checkout dialog tests' cart, attempt, answers and steps (checkout-dialog.*.test.tsx). */

export const items: CartItem[] = [
  { id: 'd1', name: 'Ayimolou', price: 2500, image: '', category: 'c', quantity: 2 },
];
export const attempt: OrderAttempt = {
  dishes: [{ dish_id: 'd1', quantity: 2 }],
  address: {
    title: 'Bureau',
    description_address: 'Bè Kpota, portail bleu',
    position: { latitude: 6.135, longitude: 1.225 },
    phone: '90 11 22 33',
  },
};
export const pushed: PushedPayment = {
  payment_id: 'p1',
  tx_reference: '4242',
  phone: '90112231',
  network: 'TMONEY',
};

export const order = (patch: Partial<OrderSummary> = {}) =>
  anOrderSummary({
    code_commande: 'CMD-AAAA1111',
    total_price: 5500,
    delivery_price: 500,
    title: 'Bureau',
    description_address: 'Bè Kpota, portail bleu',
    ...patch,
  });
export const paidOrder = order({ is_paid: true, payment_status: 'completed', status: 'confirmed' });
export const status = (patch: Partial<OrderStatusResponse>): OrderStatusResponse => ({
  status: 'pending',
  payment_status: 'pending',
  is_paid: false,
  transaction: { transaction_id: '4242' },
  ...patch,
});

export type Call = { method: string; url: string; key: string | null; body?: unknown };
/** Every request the dialog made in this test. */
export const calls: Call[] = [];

/** Answers the API from queues per "METHOD /path": each call takes the next answer, the last one repeats. */
export function serve(answers: Record<string, unknown[]>) {
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

export function open(props: { items?: CartItem[]; freeDish?: CheckoutFreeDish } = {}) {
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
export function leftAttempt(note?: PushedPayment) {
  attemptKey('order', 'u1', attempt);
  if (note) noteAttempt('order', note);
}

export const payments = () => calls.filter((c) => c.url.endsWith('/payment'));
export const orderPosts = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/orders'));

export const sessionKey = () => (JSON.parse(sessionStorage.getItem('attempt:order')!) as { key: string }).key;

/** Each test starts with no request made, no attempt left, no address typed, and Afi logged in. */
export function resetCheckout() {
  calls.length = 0;
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
}
