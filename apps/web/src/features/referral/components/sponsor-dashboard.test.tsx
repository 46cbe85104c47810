import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { authActions, type StoredUser } from '@/features/auth/hooks/use-auth';
import { freeDishActions } from '@/features/cart/hooks/use-free-dish';
import type {
  FreeDishCredit,
  Reward,
  SponsorActivation,
  SponsorDashboard as Dashboard,
  SponsorRewards,
} from '@lome/shared';
import { messages } from '@lome/shared';
import { SponsorDashboard } from './sponsor-dashboard';
import { renderRoutesWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const apporteur: StoredUser = {
  id: 'u1',
  firstname: 'Akossiwa',
  email: 'a@example.com',
  user_status: 'apporteur',
  activation_status: 'active',
};

const programme = {
  direct_commission_percent: 1,
  network_commission_percent: 0.5,
  network_depth: 3,
  sponsor_bonus: 25000,
  free_dish_every: 5,
  free_dish_cap: 5000,
  free_dish_valid_days: 60,
};

const member = (patch: Partial<Dashboard['recent_sponsored'][number]>) => ({
  id: 'm1',
  sponsored: { firstname: 'Yao', lastname: 'Mensah' },
  sponsored_user_status: 'particular' as const,
  activation_status: 'active' as const,
  created_at: '2026-02-01T10:00:00Z',
  level: 1,
  orders_count: 3,
  rewards: [],
  ...patch,
});

const dashboard = (patch: Partial<Dashboard> = {}): Dashboard => ({
  sponsored_count: 2,
  total_earnings: 12500,
  pending_earnings: 2500,
  free_dishes_available: 1,
  recent_orders: Array.from({ length: 6 }, (_, i) => ({
    id: `o${i}`,
    code_commande: `CMD-${i}`,
    total_price: 10000,
    paid_at: '2026-02-04T10:00:00Z',
    commission: 95,
    sponsorship: { sponsored: { firstname: `Filleul${i}` } },
  })),
  recent_sponsored: [
    member({}),
    member({
      id: 'm2',
      sponsored: { firstname: 'Afi', lastname: null },
      sponsored_user_status: 'sponsor',
      created_at: '2026-02-03T10:00:00Z',
      level: 2,
      orders_count: 0,
    }),
  ],
  user_status: 'apporteur',
  activation_status: 'active',
  is_premium: false,
  referral_code: 'K7M2QX',
  next_payout_date: '2026-02-28',
  programme,
  ...patch,
});

const reward = (patch: Partial<Reward>): Reward => ({
  id: 'r1',
  reward_type: 'commission',
  kind: 'commission',
  level: 1,
  description: 'Commission 1 % sur la commande CMD-1 de Yao',
  reward_date: '2026-02-04T10:00:00Z',
  amount: 95,
  status: 'pending',
  order_code: 'CMD-1',
  source_user: { firstname: 'Yao', lastname: 'Mensah' },
  reversed: false,
  paid_at: null,
  payout_reference: null,
  ...patch,
});

const credit = (patch: Partial<FreeDishCredit>): FreeDishCredit => ({
  id: 'fd1',
  dish: { id: 'ablo', name: 'Ablo au poisson' },
  cap_amount: 5000,
  expires_at: '2026-04-01T10:00:00Z',
  created_at: '2026-02-01T10:00:00Z',
  status: 'available',
  available: true,
  source_user: { firstname: 'Yao', lastname: 'Mensah' },
  used_order_id: null,
  ...patch,
});

const rewards = (patch: Partial<SponsorRewards> = {}): SponsorRewards => ({
  rewards: [
    reward({}),
    reward({
      id: 'r2',
      reward_type: 'sponsor_bonus',
      kind: 'sponsor_bonus',
      description: 'Prime sponsor : activation de Afi',
      reward_date: '2026-01-04T10:00:00Z',
      amount: 25000,
      status: 'completed',
    }),
    reward({
      id: 'r3',
      reward_type: 'other',
      kind: 'reversal',
      description: 'Annulation de la commande CMD-9 : gain repris',
      amount: -40,
    }),
  ],
  free_dish_credits: [
    credit({}),
    credit({ id: 'fd2', dish: { id: null, name: 'Plat surprise' }, expires_at: '2026-04-02T10:00:00Z' }),
    credit({ id: 'fd3', status: 'used', available: false, used_order_id: 'o7' }),
  ],
  summary: {
    total_earnings: 12500,
    pending_earnings: 2500,
    paid_earnings: 10000,
    next_payout_date: '2026-02-28',
    min_payout: 0,
  },
  ...patch,
});

const info = {
  amount: 200000,
  currency: 'FCFA' as const,
  sponsor_grille_id: 'g1',
  kit_description: 'Kit de plats',
  user_id: 'u1',
};

const activation = (patch: Partial<SponsorActivation>): SponsorActivation => ({
  activation_status: 'pending_payment',
  activated_at: null,
  kit_handed_over_at: null,
  payment_info: null,
  pending_payment: null,
  ...patch,
});

const menuDish = (id: string, name: string, price: number) => ({
  dish_id: id,
  dish_name: name,
  dish_description: '',
  dish_price: price,
  bg_image: '',
  specialite_id: 'c1',
  featured: false,
  type_name: 'Plat',
});

function answer(routes: Record<string, unknown>) {
  fetched.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected call ${path}`);
    const route = routes[path];
    return typeof route === 'function' ? (route as () => unknown)() : route;
  });
}

function open(user: StoredUser | null = apporteur) {
  if (user) authActions.login('token', user);
  const { router } = renderRoutesWithProviders(
    [
      { path: '/sponsor-dashboard', element: <SponsorDashboard /> },
      { path: '/login', element: <p>page de connexion</p> },
      { path: '/cart', element: <p>page du panier</p> },
      { path: '/sponsor-payment', element: <p>page de paiement sponsor</p> },
      { path: '/payment-status', element: <p>statut du paiement</p> },
    ],
    { initialEntries: ['/sponsor-dashboard'], queryDefaults: { staleTime: 60_000 } },
  );
  return router;
}

const forbidden = () => {
  throw new ApiError(403, 'Accès refusé');
};

beforeEach(() => {
  localStorage.clear();
  fetched.mockReset();
  act(() => freeDishActions.clearCart());
});
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

  it('tells a particular account the dashboard is for referrers (403)', async () => {
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

  it("'Générer mes liens' says so and opens the links modal; a failure says the spec's text", async () => {
    let fail = true;
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/sponsor/link': () => {
        if (fail) throw new ApiError(500, messages.unknownError);
        return { register_link: 'https://chezmama.tg/ref/K7M2QX' };
      },
    });
    open();
    const generate = await screen.findByRole('button', { name: 'Générer mes liens' });
    fireEvent.click(generate);
    const failed = await screen.findByText('Erreur lors de la génération des liens');
    // P11.8: no message from the server, so the link generation's own fallback.
    within(failed.closest('.alert') as HTMLElement).getByText('Erreur de génération');

    fail = false;
    fireEvent.click(generate);
    await screen.findByText('Liens générés avec succès!');
    expect(screen.queryByText('Erreur lors de la génération des liens')).toBeNull();
    const modal = await screen.findByRole('dialog', { name: 'Mes liens de parrainage' });
    expect(within(modal).getByLabelText("Lien d'inscription")).toHaveProperty(
      'value',
      'https://chezmama.tg/ref/K7M2QX',
    );
    within(modal).getByText(
      'Vous gagnez 1% sur toutes les commandes de vos filleuls et un plat offert toutes les 5 commandes de chacun.',
    );
  });

  it("'Mes gains' shows the rewards with their status, the credits and the next payment", async () => {
    answer({ '/me': { user: apporteur }, '/sponsor/dashboard': dashboard(), '/sponsor/rewards': rewards() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    const history = within(screen.getByRole('list', { name: 'Historique des gains' })).getAllByRole(
      'listitem',
    );
    expect(history[0]!.textContent).toContain('+95\u00a0FCFAEn attente');
    expect(history[1]!.textContent).toContain('+25\u00a0000\u00a0FCFAPayé');
    expect(history[2]!.textContent).toContain('−40\u00a0FCFAEn attente');
    const credits = within(screen.getByRole('list', { name: 'Plats gratuits' })).getAllByRole('listitem');
    expect(credits[0]!.textContent).toContain('Ablo au poisson');
    expect(credits[0]!.textContent).toContain('Expire le 01/04/2026');
    expect(credits[1]!.textContent).toContain('Plat surprise');
    expect(screen.getAllByText('Disponible')).toHaveLength(2);
    // A used credit says so, and cannot be used again.
    expect(credits[2]!.textContent).toContain('Déjà utilisé');
    expect(within(credits[2]!).queryByRole('button')).toBeNull();
    screen.getByText('Fin du mois');
    expect(screen.getByText('Déjà payés').nextElementSibling?.textContent).toBe('10\u00a0000\u00a0FCFA');
  });

  it("'Utiliser' puts the credited dish into the cart with the credit and goes to the cart", async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/menu': { categories: [], dishes: [menuDish('ablo', 'Ablo au poisson', 4500)] },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser : Ablo au poisson' }));
    await screen.findByText('page du panier');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      expect.objectContaining({ id: 'ablo', price: 4500, quantity: 1 }),
    ]);
    expect(JSON.parse(localStorage.getItem('free_dish')!)).toEqual({
      credit_id: 'fd1',
      dish_id: 'ablo',
      dish_name: 'Ablo au poisson',
    });
  });

  it("'Utiliser' on a 'Plat surprise' lets the customer pick a dish up to the cap", async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard(),
      '/sponsor/rewards': rewards(),
      '/menu': {
        categories: [],
        dishes: [menuDish('fufu', 'Fufu', 3500), menuDish('poisson', 'Poisson braisé', 7500)],
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mes gains' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser : Plat surprise' }));
    const picker = await screen.findByRole('dialog', { name: 'Choisissez votre plat offert' });
    await within(picker).findByRole('radio', { name: /Fufu/ });
    expect(within(picker).queryByRole('radio', { name: /Poisson braisé/ })).toBeNull();
    const add = within(picker).getByRole('button', { name: 'Ajouter au panier' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(picker).getByRole('radio', { name: /Fufu/ }));
    fireEvent.click(add);
    await screen.findByText('page du panier');
    expect(JSON.parse(localStorage.getItem('free_dish')!)).toMatchObject({
      credit_id: 'fd2',
      dish_id: 'fufu',
    });
  });

  it("'Mon réseau' lists levels and orders, and an empty network offers the links", async () => {
    answer({ '/me': { user: apporteur }, '/sponsor/dashboard': dashboard(), '/sponsor/rewards': rewards() });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mon réseau' }));
    const people = within(screen.getByRole('list', { name: 'Mon réseau' })).getAllByRole('listitem');
    expect(people[0]!.textContent).toContain('Yao Mensah');
    expect(people[0]!.textContent).toContain('inscrit le 01/02/2026');
    expect(people[0]!.textContent).toContain('Commandes : 3');
    expect(people[0]!.textContent).toContain('Niveau 1');
    expect(people[1]!.textContent).toContain('Niveau 2');
  });

  it('offers link generation when the network is empty', async () => {
    answer({
      '/me': { user: apporteur },
      '/sponsor/dashboard': dashboard({ recent_sponsored: [] }),
      '/sponsor/rewards': rewards(),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mon réseau' }));
    screen.getByText('Votre réseau est encore vide');
    expect(screen.getAllByRole('button', { name: 'Générer mes liens' })).toHaveLength(2);
  });
});
