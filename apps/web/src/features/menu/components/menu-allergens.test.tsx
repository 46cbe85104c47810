import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { resources } from '@/lib/resource';
import { renderWithProviders } from '@/test/render';
import { DishDetailsDialog } from './dish-details';
import { MenuBrowser } from './menu-browser';

afterEach(() => {
  cleanup();
  resources.reset();
  vi.unstubAllGlobals();
});

const choice = (id: string, allergens: string[]) => ({
  id,
  name: `Choix ${id}`,
  price_delta: 0,
  is_default: true,
  available: true,
  allergens,
});
const dish = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  dish_id: id,
  dish_name: name,
  dish_description: '',
  dish_price: 2000,
  bg_image: '/uploads/catalogue/x.svg',
  specialite_id: 'c1',
  type_name: 'Plat',
  featured: false,
  available: true,
  preparation_time: null,
  requires_advance_notice: false,
  ...patch,
});
const menu = {
  categories: [{ id: 'c1', name: 'Plats', bgImage: null }],
  dishes: [
    dish('1', 'Sauce arachide', { allergens: ['peanuts'], portions_left: 3 }),
    // Every side holds peanuts: it cannot be ordered without.
    dish('2', 'Riz gras', {
      option_groups: [
        { id: 'g', name: 'Sauce', required: true, min: 1, max: 1, choices: [choice('a', ['peanuts'])] },
      ],
    }),
    // One side of an optional group holds them: it can be ordered without.
    dish('3', 'Poisson braisé', {
      allergens: ['fish'],
      option_groups: [
        { id: 'h', name: 'Extra', required: false, min: 0, max: 1, choices: [choice('b', ['peanuts'])] },
      ],
    }),
    dish('4', 'Ablo', { portions_left: 0 }),
  ],
};

const serveMenu = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(menu)),
  );

// The panel's code loads when it opens: on a loaded machine that is slower than the defaults allow.
describe('the menu without an allergen', { timeout: 20_000 }, () => {
  it('hides the dishes holding an allergen ticked, whatever is chosen, and shows them again', async () => {
    serveMenu();
    renderWithProviders(<MenuBrowser />);
    await screen.findByRole('heading', { name: 'Sauce arachide' });
    fireEvent.click(screen.getByRole('button', { name: 'Sans allergène' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'arachides' }, { timeout: 10_000 }));
    expect(screen.queryByRole('heading', { name: 'Sauce arachide' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Riz gras' })).toBeNull();
    screen.getByRole('heading', { name: 'Poisson braisé' });
    screen.getByRole('button', { name: 'Sans arachides' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'poisson' }));
    expect(screen.queryByRole('heading', { name: 'Poisson braisé' })).toBeNull();
    screen.getByRole('button', { name: 'Sans poisson, arachides' });
    fireEvent.click(screen.getByRole('button', { name: 'Tout afficher' }));
    screen.getByRole('heading', { name: 'Sauce arachide' });
  });
});

describe("a dish's page", () => {
  it("shows its allergens and today's portions left", async () => {
    serveMenu();
    renderWithProviders(<DishDetailsDialog id="1" onClose={() => undefined} />);
    await screen.findByText('Allergènes : arachides');
    screen.getByText("Plus que 3 portions aujourd'hui");
  });

  it('reads Épuisé at 0 portions and cannot be added', async () => {
    serveMenu();
    renderWithProviders(<DishDetailsDialog id="4" onClose={() => undefined} />);
    expect((await screen.findByRole('button', { name: 'Épuisé' })).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
  });

  it('chooses there too', async () => {
    serveMenu();
    renderWithProviders(<DishDetailsDialog id="2" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter · 2\u00a0000\u00a0FCFA' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([
      { id: '2', options: ['a'], allergens: ['peanuts'], quantity: 1 },
    ]);
  });
});
