import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMoneyMessages, formatFcfa, type AdminPayoutList } from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { PayoutsPanel } from './payouts-panel';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const list: AdminPayoutList = {
  min_payout: 1000,
  payouts: [
    {
      beneficiary_id: 'u1',
      name: 'Kodjo Mensah',
      email: 'kodjo@example.tg',
      phone: '90112233',
      payout_phone: '96112244',
      payout_network: 'FLOOZ',
      user_status: 'apporteur',
      amount: 25_369,
      rewards_count: 3,
      oldest_reward_at: '2026-11-02T10:00:00.000Z',
      payable: true,
    },
    {
      beneficiary_id: 'u2',
      name: 'Esi Amegah',
      email: 'esi@example.tg',
      phone: null,
      payout_phone: null,
      payout_network: null,
      user_status: 'sponsor',
      amount: 400,
      rewards_count: 1,
      oldest_reward_at: '2026-11-20T10:00:00.000Z',
      payable: false,
    },
  ],
};

function renderPanel() {
  renderWithProviders(<PayoutsPanel />);
}

const dialog = () => screen.getByRole('dialog', { name: 'Marquer le versement payé' });
const record = () =>
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer le versement' }));

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (path) => {
    if (path === '/admin/payouts') return list;
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(cleanup);

describe('PayoutsPanel', () => {
  it('lists each balance with the number the referrer chose for payouts; one under the minimum cannot be paid', async () => {
    renderPanel();
    const kodjo = (await screen.findByText('Kodjo Mensah')).closest('tr')!;
    expect(kodjo.textContent).toContain(formatFcfa(25_369));
    expect(kodjo.textContent).toContain('Versement : FLOOZ 96112244');
    expect(within(kodjo).getByRole('link', { name: '96112244' }).getAttribute('href')).toBe(
      'tel:+22896112244',
    );
    const esi = screen.getByText('Esi Amegah').closest('tr')!;
    expect(within(esi).queryByRole('button')).toBeNull();
    expect(esi.textContent).toContain('Sous le minimum');
    expect(esi.textContent).toContain('Numéro de versement non renseigné');
  });

  it('asks for the reference before sending, then sends it trimmed with the balance shown', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer payé : Kodjo Mensah' }));
    record();
    await within(dialog()).findByText(adminMoneyMessages.reference);
    expect(fetched).not.toHaveBeenCalledWith('/admin/payouts/u1', expect.anything());

    fetched.mockImplementationOnce(async () => ({
      beneficiary_id: 'u1',
      amount: 25_369,
      rewards_count: 3,
      reference: 'TM-42',
      paid_at: '2026-11-30T18:00:00.000Z',
    }));
    fireEvent.change(within(dialog()).getByLabelText('Référence du paiement mobile money'), {
      target: { value: '  TM-42 ' },
    });
    record();
    await screen.findByText(/Versement de .* à Kodjo Mensah enregistré \(référence TM-42\)\./);
    expect(fetched).toHaveBeenCalledWith('/admin/payouts/u1', {
      method: 'POST',
      body: { reference: 'TM-42', amount: 25_369 },
    });
  });

  it("shows the server's refusal when the balance changed meanwhile", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer payé : Kodjo Mensah' }));
    fetched.mockImplementationOnce(async () => {
      throw new ApiError(409, adminMoneyMessages.payoutChanged, 'PAYOUT_CHANGED');
    });
    fireEvent.change(within(dialog()).getByLabelText('Référence du paiement mobile money'), {
      target: { value: 'TM-43' },
    });
    record();
    await within(dialog()).findByText(adminMoneyMessages.payoutChanged);
  });
});
