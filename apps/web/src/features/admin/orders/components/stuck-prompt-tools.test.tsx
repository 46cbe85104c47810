import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@lome/shared';
import { api } from '@/lib/api-client';
import { anOrderSummary } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { AdminOrderCard } from './admin-order-card';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const waitingPhoneOrder = (patch: Partial<AdminOrder> = {}): AdminOrder => ({
  ...anOrderSummary({ status: 'pending', is_paid: false, payment_status: 'pending' }),
  source: 'phone',
  payment_method: 'mobile_money',
  payment_under_way: {
    payment_id: 'p1',
    phone_number: '91112232',
    network: 'FLOOZ',
    amount: 5000,
    started_at: '2026-11-28T12:00:00.000Z',
  },
  customer: { id: 'u1', firstname: 'Kossi', lastname: null, email: 'k@client-telephone.invalid' },
  latitude: null,
  longitude: null,
  dishes: [],
  ...patch,
});

const card = (order: AdminOrder) =>
  renderWithProviders(<AdminOrderCard order={order} busy={false} onMove={() => undefined} />);

describe('the board card of a staff order waiting on a prompt', () => {
  beforeEach(() => {
    fetched.mockReset();
    fetched.mockResolvedValue({ payment_id: 'p2', status: 'pending', tx_reference: '9', message: 'ok' });
  });
  afterEach(cleanup);

  it('says where the prompt rang and sends it again in its place', async () => {
    card(waitingPhoneOrder());
    screen.getByText('Demande de paiement envoyée au 91112232 (FLOOZ).');
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer la demande' }));
    await screen.findByText('Demande renvoyée : le client valide avec son code secret.');
    expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/admin\/orders\/o1\/payment$/), {
      method: 'POST',
      body: { replaces_payment_id: 'p1' },
    });
  });

  it('sends it to another number and network, after checking the number', async () => {
    card(waitingPhoneOrder());
    fireEvent.click(screen.getByRole('button', { name: 'Autre numéro' }));
    fireEvent.change(screen.getByLabelText('Autre numéro'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(fetched).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Autre numéro'), { target: { value: '97 11 22 32' } });
    fireEvent.change(screen.getByLabelText('Réseau'), { target: { value: 'TMONEY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/payment$/), {
        method: 'POST',
        body: { phone_number: '97112232', network: 'TMONEY', replaces_payment_id: 'p1' },
      }),
    );
  });

  it('turns it into a cash order', async () => {
    card(waitingPhoneOrder());
    fireEvent.click(screen.getByRole('button', { name: 'Passer en espèces' }));
    await waitFor(() =>
      expect(fetched).toHaveBeenCalledWith(expect.stringMatching(/\/admin\/orders\/o1\/cash-instead$/), {
        method: 'POST',
      }),
    );
  });

  it("offers none of it on a customer's own order, or once the order is cash", () => {
    card(waitingPhoneOrder({ source: 'site' }));
    expect(screen.queryByRole('button', { name: 'Renvoyer la demande' })).toBeNull();
    cleanup();
    card(waitingPhoneOrder({ payment_method: 'cash', status: 'confirmed', payment_under_way: null }));
    expect(screen.queryByRole('button', { name: 'Passer en espèces' })).toBeNull();
  });
});
