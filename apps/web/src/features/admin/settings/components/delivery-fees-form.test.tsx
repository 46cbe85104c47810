import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryFeeMessages, type DeliveryFees } from '@lome/shared';
import { api } from '@/lib/api-client';
import { DeliveryFeesSection } from './delivery-fees-form';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const demo: DeliveryFees = {
  bands: [
    { up_to_km: 3, fee: 500 },
    { up_to_km: 7, fee: 1_000 },
  ],
  min_order_total: 2_000,
};

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const puts = () => fetched.mock.calls.filter(([, init]) => init?.method === 'PUT');
const save = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les frais de livraison' }));

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (_path, init) => (init?.method === 'PUT' ? init.body : demo) as never);
  renderWithProviders(<DeliveryFeesSection />);
});
afterEach(cleanup);

describe('DeliveryFeesSection', () => {
  it('shows each band from where the previous one ends, and saves a band added as whole FCFA', async () => {
    expect((await screen.findByLabelText<HTMLInputElement>('Tranche 2 : jusqu’à (km)')).value).toBe('7');
    screen.getByText('de 3 à');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une tranche' }));
    type('Tranche 3 : jusqu’à (km)', '15');
    type('Tranche 3 : frais (FCFA)', '1 500');
    save();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', deliveryFeeMessages.saved);
    expect(puts()).toEqual([
      [
        '/admin/delivery-fees',
        { method: 'PUT', body: { ...demo, bands: [...demo.bands, { up_to_km: 15, fee: 1_500 }] } },
      ],
    ]);
  });

  it('refuses bands out of order and a minimum that is not whole, without calling the API', async () => {
    await screen.findByLabelText('Tranche 2 : jusqu’à (km)');
    type('Tranche 2 : jusqu’à (km)', '2');
    type('Minimum de commande en livraison', '2 000,5');
    save();
    await screen.findByText(deliveryFeeMessages.bandsAscending);
    screen.getByText(deliveryFeeMessages.minOrderTotal);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la tranche 2' }));
    expect(screen.queryByLabelText('Tranche 2 : jusqu’à (km)')).toBeNull();
    expect(puts()).toEqual([]);
  });
});
