import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { PayoutAccountForm } from './payout-account-form';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

function renderForm() {
  renderWithProviders(<PayoutAccountForm accountPhone="90112233" />);
}

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (path, init) => {
    if (path !== '/me/payout-account') throw new Error(`unexpected ${path}`);
    if (init?.method === 'PUT') {
      return { ...(init.body as object), message: 'Votre numéro de versement a été enregistré.' };
    }
    return { payout_phone: null, payout_network: null };
  });
});
afterEach(cleanup);

describe('PayoutAccountForm', () => {
  it('offers the account phone with its network, and saves the number and network the referrer gives', async () => {
    renderForm();
    const phone = (await screen.findByLabelText('Numéro de versement')) as HTMLInputElement;
    const network = screen.getByLabelText('Réseau') as HTMLSelectElement;
    expect([phone.value, network.value]).toEqual(['90112233', 'TMONEY']);

    fireEvent.change(phone, { target: { value: '96 11 22 44' } });
    expect(network.value).toBe('FLOOZ');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Votre numéro de versement a été enregistré.');
    expect(fetched).toHaveBeenCalledWith('/me/payout-account', {
      method: 'PUT',
      body: { payout_phone: '96112244', payout_network: 'FLOOZ' },
    });
    expect(phone.value).toBe('96112244');
  });

  it('says what is wrong with a number that is not a Togolese mobile one, and sends nothing', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Numéro de versement'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/numéro/i, { selector: '.invalid-feedback' });
    expect(fetched).not.toHaveBeenCalledWith(
      '/me/payout-account',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});
