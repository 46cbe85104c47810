import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { resources } from '@/lib/resource';
import { MenuBrowser } from './menu-browser';
import { renderWithProviders } from '@/test/render';

// A failed read is tried once more after a second (lib/resource.ts) before the alert shows.
const afterRetry = { timeout: 3000 };

function renderWithServer(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
  renderWithProviders(<MenuBrowser />);
}

afterEach(() => {
  cleanup();
  // The menu is kept app-wide, outside any provider: each test starts with none.
  resources.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dish = (id: string, category: string | null) => ({
  dish_id: id,
  dish_name: `Plat ${id}`,
  dish_description: 'Une délicieuse création de notre chef',
  dish_price: 2000,
  bg_image: '/uploads/catalogue/x.svg',
  specialite_id: category,
  type_name: 'Plat',
  featured: false,
  available: true,
  preparation_time: null,
  requires_advance_notice: false,
});

describe('MenuBrowser', () => {
  it('says it is loading, then shows the dishes grouped by category', async () => {
    renderWithServer(async () =>
      Response.json({
        categories: [
          { id: 'c1', name: 'Grillades', bgImage: null },
          { id: 'c2', name: 'Desserts', bgImage: null },
        ],
        dishes: [dish('1', 'c1'), dish('2', 'c1'), dish('3', 'c2'), dish('4', null)],
      }),
    );
    screen.getByText('Chargement des plats...');
    await screen.findByRole('region', { name: 'Grillades' });
    screen.getByText('2 plats');
    expect(screen.getByRole('region', { name: 'Desserts' }).textContent).toContain('1 plat');
    screen.getByRole('region', { name: 'Autres plats' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it("fetches the menu's first picture at once and leaves the others lazy (the phone's largest paint)", async () => {
    renderWithServer(async () =>
      Response.json({
        categories: [
          { id: 'c1', name: 'Grillades', bgImage: null },
          { id: 'c2', name: 'Desserts', bgImage: null },
        ],
        dishes: [dish('1', 'c1'), dish('2', 'c1'), dish('3', 'c2')],
      }),
    );
    await screen.findByRole('region', { name: 'Grillades' });
    const pictures = screen.getAllByRole('article').map((a) => a.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(pictures[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[1]!.getAttribute('fetchpriority')).toBeNull();
  });

  it('shows the French danger alert when the menu cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithServer(async () => Response.json({ message: 'boom' }, { status: 500 }));
    const alert = await screen.findByRole('alert', {}, afterRetry);
    expect(alert.textContent).toBe('Erreur lors du chargement des données. Veuillez réessayer.');
    expect(alert.className).toContain('alert-danger');
  });

  it('treats an answer of the wrong shape as a load error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithServer(async () => Response.json({ categories: 'none' }));
    expect((await screen.findByRole('alert', {}, afterRetry)).textContent).toContain(
      'Erreur lors du chargement des données',
    );
  });
});
