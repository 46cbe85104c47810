import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem, SavedAddressList } from '@lome/shared';
import { authActions } from '@/features/auth/hooks/use-auth';
import { deliveryAddressDraft } from '@/features/cart';
import { anOrderSummary } from '@/test/factories';
import { CheckoutDialog } from './checkout-dialog';
import { renderRoutesWithProviders } from '@/test/render';

vi.mock('./location-map', () => ({ default: () => <div>carte</div> }));

const items: CartItem[] = [
  { id: 'd1', name: 'Ayimolou', price: 2500, image: '', category: 'c', quantity: 1 },
];
const saved: SavedAddressList = {
  addresses: [
    {
      id: 'a1',
      label: 'Domicile',
      description: 'Agoè Nyivé, près de la station',
      latitude: 6.1787,
      longitude: 1.2228,
      phone: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  company_address: null,
};
const quote = {
  lines: [],
  dishes_total: 2_500,
  discount_amount: 0,
  discounts: { free_dish: 0, newsletter: 0 },
  free_dish: null,
  newsletter_eligible: false,
  delivery_price: 1_000,
  distance_m: 5_200,
  delivery_by_distance: true,
  min_order_total: 2_000,
  total_price: 3_500,
  total_quantite: 1,
};

type Call = { method: string; url: string; body?: unknown };
let calls: Call[];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = `${method} ${url.replace(/^\/api/, '')}`;
      const answers: Record<string, unknown> = {
        'GET /me/addresses': saved,
        'POST /orders/quote': quote,
        'POST /orders': anOrderSummary({ total_price: 3_500, delivery_price: 1_000 }),
        'POST /me/addresses': saved.addresses[0],
      };
      return route in answers
        ? Promise.resolve(Response.json(answers[route]))
        : Promise.reject(new Error(`unexpected ${route}`));
    }),
  );
}

function open() {
  renderRoutesWithProviders(
    [{ path: '/cart', element: <CheckoutDialog show onHide={() => {}} items={items} onPaid={() => {}} /> }],
    { initialEntries: ['/cart'] },
  );
  return screen.getByRole('dialog', { name: 'Finaliser ma commande' });
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  deliveryAddressDraft.clear();
  act(() =>
    authActions.login('token', {
      id: 'u1',
      firstname: 'Afi',
      email: 'afi@example.tg',
      phone: '90112233',
      user_status: 'particular',
    }),
  );
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout’s address', () => {
  it('keeps what was typed when closed and reopened, for this account only', () => {
    let dialog = open();
    fireEvent.change(within(dialog).getByLabelText('Adresse de livraison'), {
      target: { value: 'Tokoin, rue 12' },
    });
    fireEvent.change(within(dialog).getByLabelText('Téléphone du destinataire'), {
      target: { value: '91 00 00 00' },
    });
    cleanup();
    dialog = open();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Adresse de livraison').value).toBe(
      'Tokoin, rue 12',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Téléphone du destinataire').value).toBe(
      '91 00 00 00',
    );

    cleanup();
    act(() =>
      authActions.login('t2', {
        id: 'u2',
        firstname: 'Kodjo',
        email: 'k@example.tg',
        user_status: 'particular',
      }),
    );
    dialog = open();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Adresse de livraison').value).toBe('');
  });

  it('fills the step from a saved address and prices its delivery by distance', async () => {
    const dialog = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Domicile · Agoè Nyivé/ }));
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Adresse de livraison').value).toBe(
      'Agoè Nyivé, près de la station',
    );
    within(dialog).getByText(/Position enregistrée \(6\.17870, 1\.22280\)/);
    expect(within(dialog).queryByLabelText('Enregistrer cette adresse')).toBeNull();
    const line = await within(dialog).findByTestId('delivery-quote');
    expect(line.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Livraison : 1 000 FCFA (5,2 km) · Total : 3 500 FCFA',
    );
    const quoted = calls.find((c) => c.method === 'POST' && c.url.endsWith('/orders/quote'));
    expect(quoted?.body).toMatchObject({ latitude: 6.1787, longitude: 1.2228 });
  });

  it('saves a new address once its order is made, when asked', async () => {
    const dialog = open();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Domicile · Agoè Nyivé/ }));
    fireEvent.change(within(dialog).getByLabelText('Adresse de livraison'), {
      target: { value: 'Agoè Nyivé, portail vert' },
    });
    fireEvent.click(within(dialog).getByLabelText('Enregistrer cette adresse'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer vers le paiement' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/me/addresses'))).toEqual([
        {
          method: 'POST',
          url: '/api/me/addresses',
          body: {
            label: 'Domicile',
            description: 'Agoè Nyivé, portail vert',
            latitude: 6.1787,
            longitude: 1.2228,
            phone: '90112233',
          },
        },
      ]),
    );
  });
});
