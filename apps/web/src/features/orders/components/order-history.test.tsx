import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { OrderHistory } from './order-history';
import { anOrderSummary } from '@/test/factories';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
vi.mock(import('@/lib/download-file'), () => ({ downloadFile: vi.fn(async () => undefined) }));

const fetched = vi.mocked(api);

const anOrder = (over: Partial<OrderSummary> = {}) =>
  anOrderSummary({
    code_commande: 'CMD-AKOUVI',
    created_at: '2026-03-12T12:30:00.000Z',
    description_address: 'Tokoin',
    distance_m: 1200,
    ...over,
  });

/** Answers the API by path; a function answer may throw, as a failed call does. */
function answer(routes: Record<string, unknown | (() => unknown)>) {
  fetched.mockImplementation(async (path: string) => {
    const route = routes[path];
    if (route === undefined) throw new Error(`unexpected call ${path}`);
    return typeof route === 'function' ? (route as () => unknown)() : route;
  });
}
const callsTo = (path: string) => fetched.mock.calls.filter(([p]) => p === path).length;
const card = () => screen.getByRole('article', { name: 'Commande CMD-AKOUVI' });

function renderHistory() {
  renderWithProviders(<OrderHistory />, { queryDefaults: { staleTime: 60_000 } });
}

beforeEach(() => {
  fetched.mockReset();
});
afterEach(cleanup);

describe('the list and its errors', () => {
  it('says a new customer has no order yet and sends them to the menu', async () => {
    answer({ '/orders-list': { orders: [] } });
    renderHistory();
    await screen.findByText("Vous n'avez pas encore passé de commande.");
    expect(screen.getByRole('link', { name: 'Découvrir le menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers to try again when the history cannot be loaded', async () => {
    let fail = true;
    answer({
      '/orders-list': () => {
        if (fail) throw new ApiError(0, 'Erreur de réseau');
        return { orders: [anOrder()] };
      },
    });
    renderHistory();
    await screen.findByText("Erreur lors de la récupération de l'historique");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    expect(screen.queryByText("Erreur lors de la récupération de l'historique")).toBeNull();
  });

  it('keeps the loaded list when a refresh fails, with a small warning', async () => {
    let fail = false;
    answer({
      '/orders-list': () => {
        if (fail) throw new ApiError(0, 'Erreur de réseau');
        return { orders: [anOrder()] };
      },
    });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    fail = true;
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByText(/Impossible d'actualiser vos commandes/);
    card();
    expect(screen.queryByText("Erreur lors de la récupération de l'historique")).toBeNull();
  });

  it('announces the loading with a status role and a text', async () => {
    fetched.mockReturnValue(new Promise(() => {}));
    renderHistory();
    expect(screen.getByRole('status').textContent).toBe('Chargement des commandes');
  });
});

describe('an order card', () => {
  it('names the order in the labels of its buttons', async () => {
    answer({ '/orders-list': { orders: [anOrder()] } });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    for (const name of ['Détails', 'Payer', 'Annuler']) {
      within(card()).getByRole('button', {
        name: `${name}${name === 'Détails' ? ' de' : ''} la commande CMD-AKOUVI`,
      });
    }
  });

  it('shows a refund owed without a Payer button', async () => {
    answer({ '/orders-list': { orders: [anOrder({ payment_status: 'refund_pending' })] } });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    within(card()).getByText('Remboursement en cours');
    expect(within(card()).queryByRole('button', { name: /Payer/ })).toBeNull();
  });
});

describe('paying later', () => {
  it('goes back to waiting for a payment in progress instead of starting another, then refreshes the list', async () => {
    answer({
      '/orders-list': { orders: [anOrder({ payment_status: 'pending' })] },
      '/orders/o1/status': {
        status: 'pending',
        payment_status: 'pending',
        is_paid: false,
        transaction: { transaction_id: '777' },
      },
    });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    within(card()).getByText('Paiement en attente');

    fireEvent.click(within(card()).getByRole('button', { name: /^Payer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer la commande CMD-AKOUVI' });
    within(dialog).getByText('En attente de votre confirmation');
    expect(within(dialog).queryByLabelText('Numéro de paiement')).toBeNull();
    await waitFor(() => expect(callsTo('/orders/o1/status')).toBe(1));
    expect(callsTo('/payment')).toBe(0);

    const listed = callsTo('/orders-list');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(callsTo('/orders-list')).toBe(listed + 1));
  });

  it('offers the payment form when no payment is in progress', async () => {
    answer({ '/orders-list': { orders: [anOrder({ payment_status: 'expired' })] } });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    within(card()).getByText('Paiement expiré');
    fireEvent.click(within(card()).getByRole('button', { name: /^Payer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer la commande CMD-AKOUVI' });
    within(dialog).getByLabelText('Numéro de paiement');
    expect(callsTo('/orders/o1/status')).toBe(0);
  });
});

describe('cancelling', () => {
  it("shows the spec's exact success text, and the refund of a paid order on its own line", async () => {
    const paid = anOrder({ is_paid: true, payment_status: 'completed', status: 'confirmed' });
    answer({
      '/orders-list': { orders: [paid] },
      '/orders/o1/cancel': {
        message: 'Commande annulée avec succès',
        order: { ...paid, status: 'cancelled' },
        refund: { amount: 5000, status: 'pending' },
      },
    });
    renderHistory();
    await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    fireEvent.click(within(card()).getByRole('button', { name: /^Annuler/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler la commande CMD-AKOUVI' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Oui, annuler' }));

    const success = await screen.findByText('Commande annulée avec succès');
    expect(success.textContent).toBe('Commande annulée avec succès');
    const note = screen.getByText(/Notre équipe vous remboursera/);
    expect(note.textContent?.replace(/\s/g, ' ')).toBe(
      'Notre équipe vous remboursera 5 000 FCFA par mobile money.',
    );
    expect(note).not.toBe(success);
  });
});

describe('the cards', () => {
  it('shows no payment expected on a cancelled order whose attempt was left pending', async () => {
    answer({
      '/orders-list': {
        orders: [
          anOrder({ status: 'cancelled', payment_status: 'pending' }),
          anOrder({ order_id: 'o2', id: 'o2', code_commande: 'CMD-KOMLA', payment_status: 'pending' }),
        ],
      },
    });
    renderHistory();
    const cancelled = await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    within(cancelled).getByText('Annulée');
    expect(within(cancelled).queryByText('Paiement en attente')).toBeNull();
    expect(within(cancelled).queryByRole('button', { name: /Payer/ })).toBeNull();
    const live = screen.getByRole('article', { name: 'Commande CMD-KOMLA' });
    within(live).getByText('Paiement en attente');
  });

  it('offers no invoice nor credit note on a cancelled unpaid order; a cancelled paid one has its credit note', async () => {
    answer({
      '/orders-list': {
        orders: [
          anOrder({ status: 'cancelled', payment_status: 'expired' }),
          anOrder({
            order_id: 'o2',
            id: 'o2',
            code_commande: 'CMD-KOMLA',
            status: 'cancelled',
            is_paid: true,
            paid_at: '2026-03-12T12:31:00.000Z',
            payment_status: 'refund_pending',
          }),
          anOrder({
            order_id: 'o3',
            id: 'o3',
            code_commande: 'CMD-ESI',
            status: 'delivered',
            is_paid: true,
            paid_at: '2026-03-12T12:32:00.000Z',
            payment_status: 'completed',
          }),
        ],
      },
    });
    renderHistory();
    const unpaid = await screen.findByRole('article', { name: 'Commande CMD-AKOUVI' });
    expect(within(unpaid).queryByRole('button', { name: /facture|avoir/ })).toBeNull();
    const refunded = screen.getByRole('article', { name: 'Commande CMD-KOMLA' });
    within(refunded).getByRole('button', { name: 'Télécharger la facture de la commande CMD-KOMLA' });
    fireEvent.click(
      within(refunded).getByRole('button', { name: 'Télécharger l’avoir de la commande CMD-KOMLA' }),
    );
    await waitFor(() =>
      expect(vi.mocked(downloadFile)).toHaveBeenCalledWith('/orders/o2/credit-note.pdf', 'avoir-o2.pdf'),
    );
    const delivered = screen.getByRole('article', { name: 'Commande CMD-ESI' });
    within(delivered).getByRole('button', { name: 'Télécharger la facture de la commande CMD-ESI' });
    expect(within(delivered).queryByRole('button', { name: /avoir/ })).toBeNull();
  });
});
