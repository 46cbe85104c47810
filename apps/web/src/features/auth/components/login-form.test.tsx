import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@lome/shared';
import { api } from '@/lib/api-client';
import { renderRoutesWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const answer = (role: 'customer' | 'staff' | 'admin'): LoginResponse =>
  ({
    message: 'Connexion réussie',
    authorisation: { token: 't', type: 'bearer', expires_at: '2099-01-01T00:00:00.000Z' },
    user: { id: 'u1', firstname: 'Ama', email: 'ama@example.tg', role, user_status: 'particular' },
  }) as unknown as LoginResponse;

function loginAs(role: 'customer' | 'staff' | 'admin', at = '/login') {
  fetched.mockResolvedValueOnce(answer(role));
  const { router } = renderRoutesWithProviders(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>Accueil</p> },
      { path: '/admin', element: <p>Espace restaurant</p> },
      { path: '/entreprise/invitation', element: <p>Invitation d’entreprise</p> },
    ],
    { initialEntries: [at] },
  );
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'ama@example.tg' } });
  fireEvent.change(document.getElementById('login-password')!, { target: { value: 'Motdepasse1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  return router;
}

beforeEach(() => {
  fetched.mockReset();
  localStorage.clear();
});
afterEach(cleanup);

describe('LoginForm', () => {
  it('sends staff to the back-office after login, and customers home', async () => {
    const staff = loginAs('staff');
    expect(await screen.findByText('Espace restaurant', {}, { timeout: 4000 })).toBeTruthy();
    expect(staff.state.location.pathname).toBe('/admin');
    cleanup();
    const customer = loginAs('customer');
    expect(await screen.findByText('Accueil', {}, { timeout: 4000 })).toBeTruthy();
    expect(customer.state.location.pathname).toBe('/');
    // Two logins, each moving on after 1.5 s: beyond the default 5 s on a loaded machine.
  }, 10_000);

  it('comes back to the page its address names, and keeps it on the way to a forgotten password', async () => {
    const back = '/entreprise/invitation?token=abc-123';
    const router = loginAs('customer', `/login?retour=${encodeURIComponent(back)}`);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      `/forgotpassword?retour=${encodeURIComponent(back)}`,
    );
    expect(await screen.findByText('Invitation d’entreprise', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(back);
  });

  it('never leaves the site for an address its link names', async () => {
    const router = loginAs('customer', `/login?retour=${encodeURIComponent('//example.com/piege')}`);
    expect(await screen.findByText('Accueil', {}, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
