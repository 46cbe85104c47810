import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { OrderDetail } from '@lome/shared';
import { anOrderSummary } from '@/test/factories';
import { renderRoutesWithProviders } from '@/test/render';
import type { OrderConfirmationState } from '../lib/order-request';
import { OrderConfirmation } from './order-confirmation';

const NOW = new Date('2026-11-26T12:00:00.000Z');

/** The checkout's state, made when the order was created, before the customer approved on their phone. */
const state: OrderConfirmationState = {
  orderId: 'o-1',
  orderCode: 'CMD-ABC12345',
  amount: 4500,
  address: 'Bè Kpota',
  phoneNumber: '90112233',
  estimatedAt: '2026-11-26T12:30:00.000Z',
  scheduledFor: null,
};

function serveDetail(order: Partial<OrderDetail['order']>) {
  const detail: OrderDetail = { show_order_dish: [], order: anOrderSummary({ order_id: 'o-1', ...order }) };
  const fetch = vi.fn((_url: string) => Promise.resolve(Response.json(detail)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  return renderRoutesWithProviders(
    [
      { path: '/order-confirmation', element: <OrderConfirmation /> },
      { path: '/cart', element: <p>le panier</p> },
    ],
    { initialEntries: [{ pathname: '/order-confirmation', state }] },
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OrderConfirmation', () => {
  it('shows the time the order holds since its payment, not the one made before the customer approved', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const fetch = serveDetail({ estimated_at: '2026-11-26T12:34:00.000Z', scheduled_for: null });
    renderPage();
    await screen.findByText('Livraison prévue vers 12h34 (dans 34 min)');
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/orders-detail/o-1');
    expect(screen.queryByText(/12h30/)).toBeNull();
  });

  it("keeps the checkout's time when the order cannot be read", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    await screen.findByText('Livraison prévue vers 12h30 (dans 30 min)');
    expect(screen.getByRole('heading', { name: 'Merci, votre commande est confirmée !' })).toBeDefined();
  });
});
