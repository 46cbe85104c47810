import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressMessages, orderMessages, type SavedAddressList } from '@lome/shared';
import { api } from '@/lib/api-client';
import { SavedAddresses } from './saved-addresses';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const home = {
  id: 'a1',
  label: 'Domicile' as const,
  description: 'Bè Kpota, portail bleu',
  latitude: 6.135,
  longitude: 1.225,
  phone: '90112233',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
let list: SavedAddressList;

beforeEach(() => {
  list = { addresses: [home], company_address: null };
  fetched.mockReset();
  fetched.mockImplementation(async (path, init) => {
    if (init?.method === 'DELETE') {
      list = { ...list, addresses: [] };
      return undefined as never;
    }
    if (init?.method === 'PUT') return { ...home, ...(init.body as object) } as never;
    return list as never;
  });
  renderWithProviders(<SavedAddresses />);
});
afterEach(cleanup);

describe('SavedAddresses', () => {
  it('lists the addresses with their pin and deletes one', async () => {
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Point : 6.13500, 1.22500 · Tél. 90112233');
    fireEvent.click(
      within(item).getByRole('button', { name: 'Supprimer Domicile : Bè Kpota, portail bleu' }),
    );
    await screen.findByText(addressMessages.deleted);
    expect(fetched).toHaveBeenCalledWith('/me/addresses/a1', { method: 'DELETE' });
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('edits the type, the text and the phone, keeping the pin, and checks them first', async () => {
    fireEvent.click(
      await screen.findByRole('button', { name: 'Modifier Domicile : Bè Kpota, portail bleu' }),
    );
    fireEvent.click(screen.getByLabelText('Bureau'));
    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(orderMessages.address);
    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: 'Tokoin, immeuble vert' } });
    fireEvent.change(screen.getByLabelText('Téléphone sur place (facultatif)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith('/me/addresses/a1', {
        method: 'PUT',
        body: {
          label: 'Bureau',
          description: 'Tokoin, immeuble vert',
          phone: '',
          latitude: 6.135,
          longitude: 1.225,
        },
      }),
    );
  });
});
