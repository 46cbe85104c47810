import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authActions } from '@/features/auth/hooks/use-auth';
import { cartActions } from '@/features/cart/hooks/use-cart';
import { SiteLayout } from './site-layout';

vi.mock(import('@/lib/api-client'), async (original) => ({
  ...(await original()),
  api: vi.fn().mockResolvedValue(undefined),
}));

function renderLayout(at = '/menu') {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <p>accueil</p> },
          { path: '/menu', element: <p>menu</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
}

const dish = { id: 'a', name: 'Ayimolou', price: 2500, image: '', category: 'c' };

beforeEach(() => {
  act(() => {
    authActions.logout();
    cartActions.clear();
  });
});
afterEach(cleanup);

// The navbar and top bar only get props; this is where the session and the cart reach them.
describe('the site layout', () => {
  it('offers a visitor the login and referral links, and counts the cart', () => {
    act(() => {
      cartActions.add(dish);
      cartActions.add(dish);
    });
    renderLayout();
    screen.getByRole('link', { name: 'Panier (2 articles)' });
    screen.getByRole('link', { name: 'Se connecter' });
    screen.getByRole('link', { name: 'Devenir Sponsor' });
    expect(screen.queryByRole('button', { name: /Ama/ })).toBeNull();
  });

  it("shows a sponsor's name and dashboard; logging out ends the session and goes home", () => {
    act(() =>
      authActions.login('token', {
        id: 'u1',
        firstname: 'Ama',
        email: 'ama@example.tg',
        user_status: 'sponsor',
      }),
    );
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Devenir Sponsor' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ama' }));
    screen.getByRole('link', { name: 'Tableau de bord' });

    fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(localStorage.getItem('token')).toBeNull();
    screen.getByText('accueil');
    screen.getByRole('link', { name: 'Se connecter' });
  });

  it('gives a customer no dashboard', () => {
    act(() =>
      authActions.login('token', {
        id: 'u2',
        firstname: 'Kodjo',
        email: 'k@example.tg',
        user_status: 'particular',
      }),
    );
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Kodjo' }));
    screen.getByRole('link', { name: 'Mon profil' });
    expect(screen.queryByRole('link', { name: 'Tableau de bord' })).toBeNull();
  });
});
