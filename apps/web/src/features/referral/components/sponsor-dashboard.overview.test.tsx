import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { StoredUser } from '@/features/auth/hooks/use-auth';
import {
  activation,
  apporteur,
  answer,
  dashboard,
  fetched,
  forbidden,
  info,
  open,
  resetDashboard,
  rewards,
} from '@/test/fixtures/sponsor-dashboard';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

beforeEach(resetDashboard);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sponsor dashboard', () => {
  it('sends a visitor to /login', async () => {
    open(null);
    await screen.findByText('page de connexion');
  });

  it('loads the dashboard and the rewards together, then shows the four figures and the 5 latest orders', async () => {
    answer({ '/me': { user: apporteur }, '/sponsor/dashboard': dashboard(), '/sponsor/rewards': rewards() });
    open();
    screen.getByText('Chargement du tableau de bord...');
    await screen.findByText('Filleuls');
    const paths = fetched.mock.calls.map(([p]) => p);
    expect(paths).toEqual(expect.arrayContaining(['/sponsor/dashboard', '/sponsor/rewards']));

    const figure = (label: string) =>
      screen.getByRole('heading', { name: label }).nextElementSibling?.textContent;
    expect(figure('Filleuls')).toBe('2');
    expect(figure('Gains totaux')).toBe('12\u00a0500\u00a0FCFA');
    expect(figure('Plats gratuits')).toBe('1');
    expect(figure('Gains en attente')).toBe('2\u00a0500\u00a0FCFA');

    const orders = within(screen.getByRole('list', { name: 'Commandes récentes' })).getAllByRole('listitem');
    expect(orders).toHaveLength(5);
    // The server's commission, not a guess from the total (P7.4: delivery excluded, after discounts).
    expect(orders[0]!.textContent).toBe('CMD-0Filleul0+95\u00a0FCFA');
    expect(screen.getByTestId('account-badge').textContent).toBe("Apporteur d'affaires");
    expect(screen.queryByText(/25 000 FCFA pour chaque sponsor/)).toBeNull();
  });

  it("shows 'Sponsor Premium' and the sponsor-only benefits to an active sponsor", async () => {
    // The stored user may still say 'pending': the server's answer decides (paid a minute ago).
    const sponsor: StoredUser = {
      ...apporteur,
      user_status: 'sponsor',
      activation_status: 'pending_payment',
    };
    answer({
      '/sponsor/dashboard': dashboard({ user_status: 'sponsor', is_premium: true }),
      '/sponsor/rewards': rewards(),
    });
    open(sponsor);
    await screen.findByText('Filleuls');
    expect(screen.getByTestId('account-badge').textContent).toBe('Sponsor Premium');
    screen.getByText('25 000 FCFA pour chaque sponsor parrainé');
    screen.getByText('0,5% de commission sur votre réseau (niveaux 2 à 3)');
    expect(screen.queryByTestId('activation-pending')).toBeNull();
  });

  it('shows a pending sponsor as an apporteur, with the activation banner that opens the payment', async () => {
    const pending: StoredUser = {
      ...apporteur,
      user_status: 'sponsor',
      activation_status: 'pending_payment',
    };
    answer({
      '/sponsor/dashboard': dashboard({ user_status: 'sponsor', activation_status: 'pending_payment' }),
      '/sponsor/rewards': rewards(),
      '/sponsor/activation': activation({ payment_info: info }),
    });
    const router = open(pending);
    await screen.findByText('Filleuls');
    expect(screen.getByTestId('account-badge').textContent).toBe("Apporteur d'affaires");
    screen.getByText(/25 000 FCFA pour chaque sponsor parrainé \(dès l’activation/);
    const banner = screen.getByTestId('activation-pending');
    within(banner).getByText('Activation en attente');
    const pay = within(banner).getByRole('button', { name: "Payer l'activation" });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    await screen.findByText('page de paiement sponsor');
    expect(router.state.location.state).toMatchObject({ user: { id: 'u1' }, paymentInfo: info });
  });

  it('a pending sponsor whose payment is awaited follows it instead of paying twice', async () => {
    answer({
      '/sponsor/dashboard': dashboard({ user_status: 'sponsor', activation_status: 'pending_payment' }),
      '/sponsor/rewards': rewards(),
      '/sponsor/activation': activation({
        payment_info: info,
        pending_payment: { payment_id: 'p9', tx_reference: '4242', status: 'pending' },
      }),
    });
    const router = open({ ...apporteur, user_status: 'sponsor', activation_status: 'pending_payment' });
    const banner = await screen.findByTestId('activation-pending');
    fireEvent.click(await within(banner).findByRole('button', { name: 'Suivre mon paiement' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment_id=p9'));
  });

  it('tells a particular account the dashboard is for referrers, without asking the server for it', async () => {
    answer({
      '/me': { user: { ...apporteur, user_status: 'particular' } },
      '/sponsor/dashboard': forbidden,
      '/sponsor/rewards': forbidden,
    });
    open({ ...apporteur, user_status: 'particular' });
    await screen.findByText(
      "Le tableau de bord de parrainage est réservé aux apporteurs d'affaires et aux sponsors.",
    );
    expect(screen.queryByRole('button', { name: 'Générer mes liens' })).toBeNull();
    expect(fetched.mock.calls.map(([path]) => path)).not.toContain('/sponsor/dashboard');
    expect(fetched.mock.calls.map(([path]) => path)).not.toContain('/sponsor/rewards');
  });

  it('says a failed load in a dismissible alert', async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': () => {
        throw new ApiError(503, 'Service momentanément indisponible');
      },
      '/sponsor/rewards': rewards(),
    });
    open();
    const alert = await screen.findByText('Erreur lors du chargement des données');
    // P11.8: the detail is the server's message when it gave one.
    within(alert.closest('.alert') as HTMLElement).getByText('Service momentanément indisponible');
    fireEvent.click(
      within(alert.closest('.alert') as HTMLElement).getByRole('button', { name: 'Fermer le message' }),
    );
    expect(screen.queryByText('Erreur lors du chargement des données')).toBeNull();
  });
});
