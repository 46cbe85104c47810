import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { anOrderSummary } from '@/test/factories';
import { OrderHistory } from './order-history';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const fetched = vi.mocked(api);
const delivered = (over: Partial<OrderSummary> = {}) =>
  anOrderSummary({
    code_commande: 'CMD-LIVREE',
    status: 'delivered',
    is_paid: true,
    payment_status: 'completed',
    ...over,
  });

/** The history answers `orders`; the rating call answers `rate` (a function may throw, as a refusal does). */
function answer(orders: OrderSummary[], rate: () => unknown = () => ({})) {
  fetched.mockImplementation(async (path: string) => {
    if (path === '/orders-list') return { orders };
    if (path.endsWith('/rating')) return rate();
    throw new Error(`unexpected call ${path}`);
  });
}

function renderHistory() {
  renderWithProviders(<OrderHistory />);
}
const card = () => screen.findByRole('article', { name: 'Commande CMD-LIVREE' });

beforeEach(() => {
  fetched.mockReset();
});
afterEach(cleanup);

describe("'Noter la commande'", () => {
  it.each(['pending', 'confirmed', 'preparation', 'in_delivery', 'cancelled'] as const)(
    'is not offered on an order that is %s',
    async (status) => {
      answer([delivered({ status })]);
      renderHistory();
      expect(within(await card()).queryByRole('button', { name: /Noter/ })).toBeNull();
    },
  );

  it('shows the stars and the comment instead, once the order is rated', async () => {
    answer([delivered({ rating: { stars: 4, comment: 'Très bon', created_at: '2026-03-12T13:00:00Z' } })]);
    renderHistory();
    const c = await card();
    within(c).getByRole('img', { name: 'Votre note : 4 sur 5' });
    within(c).getByText('« Très bon »');
    expect(within(c).queryByRole('button', { name: /Noter/ })).toBeNull();
  });

  it('asks for the stars before sending anything', async () => {
    answer([delivered()]);
    renderHistory();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Noter la commande CMD-LIVREE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Noter la commande CMD-LIVREE' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    within(dialog).getByText('Veuillez choisir une note de 1 à 5 étoiles.');
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: '1 étoile' }));
    expect(fetched.mock.calls.filter(([p]) => p.endsWith('/rating'))).toEqual([]);
  });

  it('sends the stars and the comment, thanks the customer and shows the stars the server holds', async () => {
    let rated = false;
    fetched.mockImplementation(async (path: string) => {
      if (path === '/orders-list') {
        return {
          orders: [delivered(rated ? { rating: { stars: 5, comment: 'Parfait', created_at: 'x' } } : {})],
        };
      }
      rated = true;
      return {
        message: 'Merci pour votre avis !',
        rating: { stars: 5, comment: 'Parfait', created_at: 'x' },
      };
    });
    renderHistory();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Noter la commande CMD-LIVREE' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 étoiles' }));
    fireEvent.change(within(dialog).getByLabelText('Votre commentaire (facultatif)'), {
      target: { value: 'Parfait' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    await screen.findByText('Merci pour votre avis !');
    expect(fetched).toHaveBeenCalledWith('/orders/o1/rating', {
      method: 'POST',
      body: { stars: 5, comment: 'Parfait' },
    });
    await within(await card()).findByRole('img', { name: 'Votre note : 5 sur 5' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's French refusal in the dialog", async () => {
    answer([delivered()], () => {
      throw new ApiError(409, 'Vous avez déjà noté cette commande.', 'ALREADY_RATED');
    });
    renderHistory();
    fireEvent.click(within(await card()).getByRole('button', { name: 'Noter la commande CMD-LIVREE' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 étoiles' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer mon avis' }));
    await within(dialog).findByText('Vous avez déjà noté cette commande.');
  });
});
