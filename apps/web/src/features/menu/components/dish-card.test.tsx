import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render as renderInDom, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { cartLineKey, type MenuDish } from '@lome/shared';
import { DISH_FALLBACK_IMAGE } from '@/components/ui/fallback-image';
import { cartActions } from '@/features/cart/hooks/use-cart';
import { fireConfetti } from '@/lib/confetti';
import { DishCard } from './dish-card';

vi.mock('@/lib/confetti', () => ({
  fireConfetti: vi.fn(() => Promise.resolve()),
  originOf: () => ({ x: 0, y: 0 }),
}));

const dish: MenuDish = {
  id: 'd1',
  name: 'Ayimolou',
  description: 'Riz et haricots, sauce tomate pimentée',
  price: 2500,
  image: '/uploads/catalogue/ayimolou.svg',
  category: 'c1',
  featured: true,
  type_dish: '',
};

// The card links to the dish's details, so it lives inside a router.
const render = (ui: ReactElement) => renderInDom(ui, { wrapper: MemoryRouter });

const cartLine = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number }[])[0];

beforeEach(() => {
  act(() => cartActions.clear());
  localStorage.clear();
  vi.mocked(fireConfetti).mockClear();
});
afterEach(cleanup);

describe('DishCard', () => {
  it('shows the dish with the default type, the price in FCFA and the featured badge', () => {
    render(<DishCard dish={dish} />);
    screen.getByRole('heading', { name: 'Ayimolou' });
    screen.getByText('Plat');
    expect(screen.getByText('2 500 FCFA').textContent).toBe('2\u00a0500\u00a0FCFA');
    screen.getByText('Vedette');
    const img = screen.getByRole('img', { name: 'Ayimolou', hidden: true });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('height')).toBe('200');
  });

  it("opens the dish's details from its name and its picture, one link for screen readers", () => {
    render(<DishCard dish={dish} />);
    const name = screen.getByRole('link', { name: 'Ayimolou' });
    expect(name.getAttribute('href')).toBe('/menu/d1');
    expect(screen.getAllByRole('link')).toEqual([name]);
    const picture = screen.getByRole('img', { name: 'Ayimolou', hidden: true }).closest('a');
    expect(picture?.getAttribute('href')).toBe('/menu/d1');
    expect(picture?.getAttribute('tabindex')).toBe('-1');
  });

  it('shows a dish sold out today as such, and it cannot be added', () => {
    render(<DishCard dish={{ ...dish, sold_out: true }} />);
    screen.getByText("Épuisé aujourd'hui");
    const button = screen.getByRole('button', { name: 'Épuisé' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ajouter Ayimolou' })).toBeNull();
  });

  it('falls back to the local picture when the image fails', () => {
    render(<DishCard dish={dish} />);
    const img = screen.getByRole('img', { name: 'Ayimolou', hidden: true });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DISH_FALLBACK_IMAGE);
  });

  it('adds a first unit with confetti and onAdded, then +/- without going below 1', () => {
    const onAdded = vi.fn();
    render(<DishCard dish={dish} onAdded={onAdded} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter Ayimolou' }));
    expect(cartLine()).toMatchObject({ id: 'd1', quantity: 1 });
    expect(onAdded).toHaveBeenCalledWith(dish);
    expect(fireConfetti).toHaveBeenCalledTimes(1);

    const minus = screen.getByRole('button', { name: "Retirer une portion d'Ayimolou" });
    const plus = screen.getByRole('button', { name: "Ajouter une portion d'Ayimolou" });
    expect(minus.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(plus);

    fireEvent.click(plus);
    expect(cartLine()?.quantity).toBe(2);
    expect(screen.getByText('dans le panier').parentElement?.textContent).toBe('2 dans le panier');
    expect(minus.hasAttribute('disabled')).toBe(false);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    expect(onAdded).toHaveBeenCalledTimes(1);

    fireEvent.click(minus);
    expect(cartLine()?.quantity).toBe(1);
    expect(minus.hasAttribute('disabled')).toBe(true);
  });

  it("stops '+' at 50 of the dish and at today's portions left, its line with a note counted", () => {
    const line = {
      id: dish.id,
      name: dish.name,
      price: dish.price,
      image: dish.image,
      category: dish.category,
    };
    act(() => {
      cartActions.add(line);
      cartActions.add({ ...line, note: 'sans piment' });
      cartActions.setQuantity(cartLineKey({ ...line, note: 'sans piment' }), 48);
    });
    render(<DishCard dish={{ ...dish, portions_left: 60 }} />);
    const plus = screen.getByRole('button', { name: "Ajouter une portion d'Ayimolou" });
    expect(plus.hasAttribute('disabled')).toBe(false);
    fireEvent.click(plus);
    expect(plus.hasAttribute('disabled')).toBe(true);
    cleanup();

    act(() => cartActions.setQuantity(dish.id, 1));
    render(<DishCard dish={{ ...dish, portions_left: 49 }} />);
    expect(
      screen.getByRole('button', { name: "Ajouter une portion d'Ayimolou" }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('toggles the favourite heart and keeps it in localStorage', () => {
    render(<DishCard dish={dish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    const heart = screen.getByRole('button', { name: 'Retirer des favoris' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('favorites') ?? '[]')).toEqual(['d1']);
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(JSON.parse(localStorage.getItem('favorites') ?? '[]')).toEqual([]);
  });
});
