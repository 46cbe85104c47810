import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuMessages, type AdminMenuCategory } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { DishDialog } from './dish-dialog';
import { anAdminDish } from '@/test/factories';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const categories: AdminMenuCategory[] = [
  { id: 'c1', name: 'Plats', image: null, hidden: false, position: 0 },
  { id: 'c2', name: 'Boissons', image: null, hidden: true, position: 1 },
];
const dish = anAdminDish({ image: '/uploads/catalogue/abc.svg' });

function renderDialog(onHide = vi.fn()) {
  renderWithProviders(<DishDialog dish={dish} categoryId="c1" categories={categories} onHide={onHide} />);
  return onHide;
}

const price = () => screen.getByLabelText('Prix (FCFA)');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

// A block, not an arrow's value: a function returned by beforeEach is run as its teardown (the mock itself here).
beforeEach(() => {
  fetched.mockReset();
});
afterEach(cleanup);

describe('DishDialog', () => {
  it('refuses a price that is not whole FCFA before asking the server', async () => {
    renderDialog();
    for (const typed of ['12,5', '0', 'deux mille']) {
      fireEvent.change(price(), { target: { value: typed } });
      save();
      await screen.findByText(menuMessages.price);
    }
    expect(fetched).not.toHaveBeenCalled();
  });

  it('sends the new price as an integer, spaces typed or not, and closes', async () => {
    fetched.mockResolvedValue({ ...dish, price: 2750 });
    const onHide = renderDialog();
    fireEvent.change(price(), { target: { value: '2 750' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'c2' } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(fetched).toHaveBeenCalledWith('/admin/dishes/d1', {
      method: 'PATCH',
      body: { name: 'Ayimolou', description: null, price: 2750, category_id: 'c2', type_name: null },
    });
  });

  it("shows the server's field errors under their fields and stays open", async () => {
    const refused = new ApiError(422, 'Données invalides.', 'VALIDATION_ERROR', {
      category_id: [menuMessages.category],
    });
    fetched.mockRejectedValue(refused);
    const onHide = renderDialog();
    save();
    await screen.findByText(menuMessages.category);
    expect(onHide).not.toHaveBeenCalled();
  });

  it('after a failed save, saving again reuses the uploaded photo instead of uploading it twice', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:apercu'), revokeObjectURL: vi.fn() });
    const uploaded = { image: '/uploads/catalogue/neuf.jpg', width: 800, height: 600 };
    fetched.mockImplementation(async (path) => {
      if (path === '/admin/catalogue/pictures') return uploaded;
      // The first save is lost on the way; the second one goes through.
      if (fetched.mock.calls.filter(([p]) => p === '/admin/dishes/d1').length === 1)
        throw new ApiError(0, 'Réseau indisponible.', 'NETWORK_ERROR');
      return { ...dish, image: uploaded.image };
    });
    const onHide = renderDialog();
    const photo = new File(['jpeg'], 'ayimolou.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Nouvelle photo'), { target: { files: [photo] } });
    save();
    await screen.findByText('Réseau indisponible.');
    expect(onHide).not.toHaveBeenCalled();
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const calls = fetched.mock.calls.map(([p]) => p);
    expect(calls.filter((p) => p === '/admin/catalogue/pictures')).toHaveLength(1);
    expect(fetched).toHaveBeenLastCalledWith('/admin/dishes/d1', {
      method: 'PATCH',
      body: expect.objectContaining({ image: uploaded.image }) as unknown,
    });
  });
});
