import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { cartActions } from '@/features/cart/hooks/use-cart';
import { UnavailableDishes } from '@/features/cart/components/unavailable-dishes';
import { anOrderSummary } from '@/test/factories';
import { OrderHistory } from './order-history';
import { renderRoutesWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const delivered = anOrderSummary({ order_id: 'o1', code_commande: 'CMD-AKOUVI', status: 'delivered' });
const serverDish = (id: string, name: string, price: number) => ({
  dish_id: id,
  dish_name: name,
  dish_description: '',
  dish_price: price,
  bg_image: `${id}.jpg`,
  specialite_id: 'c1',
  featured: false,
  type_name: 'Plat',
});
const routes: Record<string, unknown> = {
  '/orders-list': { orders: [delivered] },
  '/orders-detail/o1': {
    order: delivered,
    show_order_dish: [
      { dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 2000 },
      { dish_id: 'd2', dish_name: 'Ayimolou', img_plat: null, quantity: 1, price_per_unit: 1500 },
    ],
  },
  '/menu': { categories: [], dishes: [serverDish('d1', 'Fufu', 2500)] },
};

/** /cart as the journey reaches it: what it was told of the dishes left out. */
function CartStub() {
  const state = useLocation().state as { unavailable?: string[] } | null;
  return (
    <>
      <h1>Mon panier</h1>
      <UnavailableDishes sentences={state?.unavailable ?? []} />
    </>
  );
}

const reorderButton = () =>
  screen.findByRole('button', { name: 'Commander à nouveau la commande CMD-AKOUVI' }, { timeout: 5000 });

function renderHistory() {
  renderRoutesWithProviders(
    [
      { path: '/orders', element: <OrderHistory /> },
      { path: '/cart', element: <CartStub /> },
    ],
    { initialEntries: ['/orders'] },
  );
}

beforeEach(() => {
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected call ${path}`);
    return routes[path];
  });
  act(() => cartActions.clear());
});
afterEach(cleanup);

describe('Commander à nouveau', () => {
  it('refills the cart with the dishes still on sale, opens it and says which are not', async () => {
    act(() => cartActions.add({ id: 'd1', name: 'Fufu', price: 2500, image: 'd1.jpg', category: 'c1' }));
    renderHistory();
    fireEvent.click(await reorderButton());

    await screen.findByRole('heading', { name: 'Mon panier' });
    expect(screen.getByTestId('unavailable-dishes').textContent).toBe("Ayimolou n'est plus disponible.");
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { id: 'd1', name: 'Fufu', price: 2500, image: 'd1.jpg', category: 'c1', quantity: 3 },
    ]);
  });

  it('stays on /orders and says so when none of its dishes is on sale any more', async () => {
    routes['/menu'] = { categories: [], dishes: [] };
    renderHistory();
    fireEvent.click(await reorderButton());

    expect((await screen.findByText(/Fufu n'est plus disponible/)).textContent).toBe(
      "Fufu n'est plus disponible. Ayimolou n'est plus disponible.",
    );
    expect(localStorage.getItem('cart')).toBe('[]');
  });
});
