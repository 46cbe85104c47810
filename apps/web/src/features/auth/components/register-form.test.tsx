import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { renderRoutesWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
vi.mock(import('@/lib/confetti'), () => ({ fireConfetti: vi.fn(async () => undefined) }));
const fetched = vi.mocked(api);

const registered = {
  message: 'Inscription réussie',
  requires_payment: false,
  user: { id: 'u1', firstname: 'Ama', email: 'ama@example.tg', role: 'customer', user_status: 'particular' },
  authorisation: { token: 'jeton', type: 'bearer', expires_at: '2099-01-01T00:00:00.000Z' },
} as unknown as RegisterResponse;

function registerFrom(from?: string) {
  fetched.mockResolvedValueOnce(registered);
  const { router } = renderRoutesWithProviders(
    [
      { path: '/register', element: <RegisterForm referral={() => null} /> },
      { path: '/', element: <p>Accueil</p> },
      { path: '/cart', element: <p>Mon panier</p> },
      { path: '/login', element: <p>Connexion</p> },
    ],
    { initialEntries: [{ pathname: '/register', state: from ? { from } : null }] },
  );
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  type(/^Prénom/, 'Ama');
  type(/^Adresse e-mail/, 'ama@example.tg');
  type(/^Téléphone/, '90112233');
  type(/^Mot de passe/, 'Motdepasse1!');
  type(/^Confirmer le mot de passe/, 'Motdepasse1!');
  fireEvent.click(screen.getByLabelText(/J'accepte les/));
  fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  return router;
}

beforeEach(() => {
  fetched.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('RegisterForm', () => {
  it('signs the new customer in and takes them back where they were going', async () => {
    const router = registerFrom('/cart');
    expect(await screen.findByText('Mon panier', {}, { timeout: 6000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(localStorage.getItem(storageKeys.token)).toBe('jeton');
  }, 10_000);

  it('takes a customer who came from nowhere in particular home, signed in, never to /login', async () => {
    const router = registerFrom();
    expect(await screen.findByText('Vous êtes connecté. Redirection...', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('Accueil', {}, { timeout: 6000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(storageKeys.token)).toBe('jeton');
  }, 10_000);
});
