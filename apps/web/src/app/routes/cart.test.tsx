import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authActions } from '@/features/auth/hooks/use-auth';
import { cartActions } from '@/features/cart/hooks/use-cart';
import CartPage from './cart';
import { renderRoutesWithProviders } from '@/test/render';

function ShowState() {
  const location = useLocation();
  return (
    <p>
      {location.pathname} depuis {(location.state as { from?: string } | null)?.from}
    </p>
  );
}

function renderCart() {
  // A signed-in customer's summary asks the server for a quote (here unanswered: the cart's own sum shows).
  renderRoutesWithProviders(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/login', element: <ShowState /> },
      { path: '/register', element: <ShowState /> },
      { path: '/menu', element: <p>menu</p> },
    ],
    { initialEntries: ['/cart'] },
  );
}

const dish = (id: string, name: string, price: number) => ({ id, name, price, image: '', category: 'c' });

beforeEach(() => {
  act(() => {
    authActions.logout();
    cartActions.clear();
    cartActions.add(dish('a', 'Ayimolou', 2500));
    cartActions.add(dish('b', 'Fufu', 3000));
    cartActions.add(dish('b', 'Fufu', 3000));
  });
});
afterEach(cleanup);

const total = () => screen.getByTestId('cart-total').textContent;

describe('CartPage', () => {
  it('changes quantities without going below 1, removes lines and keeps the totals right', () => {
    renderCart();
    expect(total()).toBe('8\u00a0500\u00a0FCFA');
    screen.getByText('Gratuite');

    const minusA = screen.getByRole('button', { name: "Retirer une portion d'Ayimolou" });
    expect(minusA.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: "Ajouter une portion d'Ayimolou" }));
    expect(total()).toBe('11\u00a0000\u00a0FCFA');
    expect(minusA.hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retirer une portion de Fufu' }));
    expect(total()).toBe('8\u00a0000\u00a0FCFA');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Fufu du panier' }));
    expect(screen.queryByText('Fufu')).toBeNull();
    expect(total()).toBe('5\u00a0000\u00a0FCFA');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Ayimolou du panier' }));
    screen.getByText('Votre panier est vide');
    expect(screen.getByRole('link', { name: 'Voir le menu' }).getAttribute('href')).toBe('/menu');
  });

  it.each([
    ['Commande', 'Commander', 'Se connecter', '/login'],
    ['Réservation', 'Réserver', 'Créer un compte', '/register'],
  ])('asks a visitor to log in from the %s tab, returning to /cart', async (tab, action, link, path) => {
    renderCart();
    fireEvent.click(screen.getByRole('tab', { name: tab }));
    fireEvent.click(screen.getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog', { name: 'Connexion requise' });
    fireEvent.click(within(dialog).getByRole('link', { name: link }));
    await screen.findByText(`${path} depuis /cart`);
  });

  it('does not ask a logged-in customer to log in', () => {
    act(() =>
      authActions.login('token', {
        id: 'u',
        firstname: 'Afi',
        email: 'afi@example.tg',
        user_status: 'particular',
      }),
    );
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Commander' }));
    expect(screen.queryByRole('dialog', { name: 'Connexion requise' })).toBeNull();
  });
});
