import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationDetail, ReservationStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { rememberPendingReservation } from '../lib/pending-reservation';
import { ReservationConfirmation } from './reservation-confirmation';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const fetched = vi.mocked(api);

const detailOf = (status: ReservationStatus): ReservationDetail => ({
  reservation: {
    id: 'r1',
    reservation_id: 'r1',
    code: 'RES-AFI',
    source: 'preorder',
    status,
    reservation_date: '2026-03-12 12:00:00',
    pickup_location: 'restaurant',
    notes: null,
    contact_name: 'Afi',
    contact_email: null,
    contact_phone: '90112233',
    total_price: 7000,
    total_quantite: 2,
    is_paid: false,
    paid_at: null,
    created_at: '2026-03-10T12:00:00.000Z',
  },
  dishes: [{ dish_id: 'fufu', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 3500 }],
  payment_status: 'unpaid',
  transaction: null,
});

function renderPage() {
  renderWithProviders(<ReservationConfirmation />);
}
const remembered = () => localStorage.getItem(storageKeys.pendingReservation);

beforeEach(() => {
  fetched.mockReset();
  rememberPendingReservation({ reservationId: 'r1', paymentId: null, phoneNumber: null });
});
afterEach(cleanup);

describe('/reservation-confirmation', () => {
  it('forgets a remembered reservation that was cancelled, with nothing left to pay', async () => {
    fetched.mockResolvedValue(detailOf('cancelled'));
    renderPage();
    await screen.findByText(/Cette réservation a été annulée/);
    await waitFor(() => expect(remembered()).toBeNull());
    expect(screen.queryByLabelText('Numéro de paiement')).toBeNull();
  });

  it('keeps following one still waiting for its payment', async () => {
    fetched.mockResolvedValue(detailOf('pending'));
    renderPage();
    await screen.findByLabelText('Numéro de paiement');
    expect(JSON.parse(remembered()!)).toMatchObject({ reservationId: 'r1' });
  });
});
