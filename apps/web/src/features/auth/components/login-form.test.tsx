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

function loginAs(role: 'customer' | 'staff' | 'admin') {
  fetched.mockResolvedValueOnce(answer(role));
  const { router } = renderRoutesWithProviders(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>Accueil</p> },
      { path: '/admin', element: <p>Espace restaurant</p> },
    ],
    { initialEntries: ['/login'] },
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
});
