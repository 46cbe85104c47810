import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuMessages, optionAdminMessages, type AdminMenuCategory } from '@lome/shared';
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
// The dialog reads the groups of choices it can attach; the writes are what the tests look at.
const writes = () => fetched.mock.calls.filter(([path]) => path !== '/admin/option-groups');
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
    expect(writes()).toEqual([]);
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
    expect(writes().at(-1)).toEqual([
      '/admin/dishes/d1',
      { method: 'PATCH', body: expect.objectContaining({ image: uploaded.image }) as unknown },
    ]);
  });
});

describe('DishDialog: what the dish carries', () => {
  const groups = [
    { id: 'g1', name: 'Accompagnement', required: true, min: 1, max: 1, choices: [], dishes: [] },
    { id: 'g2', name: 'Piment', required: false, min: 0, max: 1, choices: [], dishes: [] },
  ];
  const carrying = anAdminDish({
    allergens: ['fish'],
    option_group_ids: ['g2'],
    portions: 10,
    portions_left: 4,
  });

  it("shows today's portions left and sends allergens, groups in order and portions only when changed", async () => {
    fetched.mockImplementation(async (path) => (path === '/admin/option-groups' ? { groups } : carrying));
    const onHide = vi.fn();
    renderWithProviders(
      <DishDialog dish={carrying} categoryId="c1" categories={categories} onHide={onHide} />,
    );
    expect(screen.getByText("Plus que 4 portions aujourd'hui")).toBeTruthy();
    expect((screen.getByLabelText('poisson') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('arachides'));
    const add = await screen.findByRole('option', { name: 'Accompagnement' });
    fireEvent.change(screen.getByLabelText('Ajouter un groupe de choix'), {
      target: { value: add.getAttribute('value') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Monter «\u00a0Accompagnement\u00a0»' }));
    fireEvent.change(screen.getByLabelText("Portions aujourd'hui"), { target: { value: '' } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(writes()).toEqual([
      [
        '/admin/dishes/d1',
        { method: 'PATCH', body: expect.objectContaining({ allergens: ['fish', 'peanuts'] }) },
      ],
      ['/admin/dishes/d1/option-groups', { method: 'PUT', body: { group_ids: ['g1', 'g2'] } }],
      ['/admin/dishes/d1/portions', { method: 'PUT', body: { portions: null } }],
    ]);
  });

  it('refuses portions that are not a whole number, in French, before asking the server', async () => {
    fetched.mockImplementation(async (path) => (path === '/admin/option-groups' ? { groups } : carrying));
    renderDialog();
    fireEvent.change(screen.getByLabelText("Portions aujourd'hui"), { target: { value: 'douze' } });
    save();
    await screen.findByText(optionAdminMessages.portions);
    expect(writes()).toEqual([]);
  });
});
