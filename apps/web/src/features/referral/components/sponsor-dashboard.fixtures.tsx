import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { api, ApiError } from '@/lib/api-client';
import { authActions, type StoredUser } from '@/features/auth';
import { freeDishActions } from '@/features/cart';
import type {
  FreeDishCredit,
  Reward,
  SponsorActivation,
  SponsorDashboard as Dashboard,
  SponsorRewards,
} from '@lome/shared';
import { SponsorDashboard } from './sponsor-dashboard';
import { renderRoutesWithProviders } from '@/test/render';

/**
 * The sponsor dashboard tests' answers and steps (sponsor-dashboard.*.test.tsx). Each test file mocks `api` of
 * @/lib/api-client, which `fetched` is.
 */
export const fetched = vi.mocked(api);

export const apporteur: StoredUser = {
  id: 'u1',
  firstname: 'Akossiwa',
  email: 'a@example.com',
  user_status: 'apporteur',
  activation_status: 'active',
};

export const programme = {
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

export const dashboard = (patch: Partial<Dashboard> = {}): Dashboard => ({
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

export const rewards = (patch: Partial<SponsorRewards> = {}): SponsorRewards => ({
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

export const info = {
  amount: 200000,
  currency: 'FCFA' as const,
  sponsor_grille_id: 'g1',
  kit_description: 'Kit de plats',
  user_id: 'u1',
};

export const activation = (patch: Partial<SponsorActivation>): SponsorActivation => ({
  activation_status: 'pending_payment',
  activated_at: null,
  kit_handed_over_at: null,
  payment_info: null,
  pending_payment: null,
  ...patch,
});

export const menuDish = (id: string, name: string, price: number) => ({
  dish_id: id,
  dish_name: name,
  dish_description: '',
  dish_price: price,
  bg_image: '',
  specialite_id: 'c1',
  featured: false,
  type_name: 'Plat',
});

export function answer(routes: Record<string, unknown>) {
  fetched.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected call ${path}`);
    const route = routes[path];
    return typeof route === 'function' ? (route as () => unknown)() : route;
  });
}

export function open(user: StoredUser | null = apporteur) {
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

export const forbidden = () => {
  throw new ApiError(403, 'Accès refusé');
};

/** Each test starts with nothing stored, no answer set and an empty cart. */
export function resetDashboard() {
  localStorage.clear();
  fetched.mockReset();
  act(() => freeDishActions.clearCart());
}
