import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatFcfa,
  paymentMessages,
  type OrderPaymentStatus,
  type PaymentStarted,
  type ReservationDetail,
  type ReservationStatus,
} from '@lome/shared';
import { api, ApiError } from '@/lib/api-client';
import { storageKeys } from '@/lib/storage';
import { rememberPendingReservation } from '../lib/pending-reservation';
import { ReservationConfirmation } from './reservation-confirmation';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));

const fetched = vi.mocked(api);

const detailOf = (
  status: ReservationStatus,
  payment_status: OrderPaymentStatus = 'unpaid',
): ReservationDetail => ({
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
    is_paid: payment_status === 'completed',
    paid_at: null,
    created_at: '2026-03-10T12:00:00.000Z',
  },
  dishes: [{ dish_id: 'fufu', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 3500 }],
  payment_status,
  transaction: null,
});

function renderPage() {
  renderWithProviders(<ReservationConfirmation />);
}
const remembered = () => localStorage.getItem(storageKeys.pendingReservation);

/** The API: the reservation as `reservation()` says, and PayGate's answer to a payment. */
function serve(reservation: () => ReservationDetail, started: Omit<PaymentStarted, 'message'>) {
  fetched.mockImplementation(async (path) =>
    path === '/payment' ? { ...started, message: 'ok' } : reservation(),
  );
}

function payWith(phone: string) {
  fireEvent.change(screen.getByLabelText('Numéro de paiement'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: /^Payer / }));
}

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

  it('shows a reservation held for cash at pickup as confirmed, with the amount to bring and no payment form', async () => {
    const cash = detailOf('confirmed');
    fetched.mockResolvedValue({ ...cash, reservation: { ...cash.reservation, payment_method: 'cash' } });
    renderPage();
    await screen.findByText('Réservation confirmée!');
    expect(screen.getByText(/À payer au retrait, en espèces/).textContent).toBe(
      `À payer au retrait, en espèces : ${formatFcfa(7000)}`,
    );
    expect(screen.queryByLabelText('Numéro de paiement')).toBeNull();
    await waitFor(() => expect(remembered()).toBeNull());
  });

  it('keeps following one still waiting for its payment', async () => {
    fetched.mockResolvedValue(detailOf('pending'));
    renderPage();
    await screen.findByLabelText('Numéro de paiement');
    expect(JSON.parse(remembered()!)).toMatchObject({ reservationId: 'r1' });
  });

  it('says when the reservation no longer exists, and forgets it', async () => {
    fetched.mockRejectedValue(new ApiError(404, 'Réservation introuvable'));
    renderPage();
    await screen.findByText('Réservation introuvable.');
    await waitFor(() => expect(remembered()).toBeNull());
  });

  it('after a failed payment, pays again from the page and waits for the new attempt, remembered', async () => {
    let answer = detailOf('pending', 'failed');
    serve(() => answer, { status: 'pending', tx_reference: 'tx-2', payment_id: 'p2' });
    renderPage();
    await screen.findByText(/Le paiement n'a pas abouti/);
    screen.getByRole('heading', { name: 'Payer la réservation' });

    answer = detailOf('pending', 'pending');
    payWith('90112231');
    await screen.findByText('En attente de votre confirmation');
    expect(screen.queryByLabelText('Numéro de paiement')).toBeNull();
    expect(fetched).toHaveBeenCalledWith('/payment', {
      method: 'POST',
      body: { network: 'TMONEY', phone_number: '90112231', reservation_id: 'r1' },
    });
    expect(JSON.parse(remembered()!)).toMatchObject({ paymentId: 'p2', phoneNumber: '90112231' });
  });

  it("says the payment is being checked when PayGate's answer to it was lost", async () => {
    let answer = detailOf('pending');
    serve(() => answer, { status: 'verifying', tx_reference: null, payment_id: 'p4' });
    renderPage();
    await screen.findByLabelText('Numéro de paiement');

    answer = detailOf('pending', 'pending');
    payWith('90112231');
    await screen.findByText(paymentMessages.verifying);
    expect(screen.queryByText('En attente de votre confirmation')).toBeNull();
  });

  it('confirmed at once by the operator: shows the reservation paid and forgets it', async () => {
    let answer = detailOf('pending');
    serve(() => answer, { status: 'success', tx_reference: 'tx-3', payment_id: 'p3' });
    renderPage();
    await screen.findByLabelText('Numéro de paiement');

    answer = detailOf('confirmed', 'completed');
    payWith('90112231');
    await screen.findByText('Réservation confirmée!');
    screen.getByText('Vos plats seront prêts à la date et heure demandées.');
    expect(screen.getByTestId('reservation-payment-status').textContent).toBe('Payée');
    await waitFor(() => expect(remembered()).toBeNull());
  });
});
