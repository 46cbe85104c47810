import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReservationSummary } from '@lome/shared';
import { ReservationCard } from './reservation-card';

const now = new Date('2026-03-10T12:00:00Z');
const reservation = (patch: Partial<ReservationSummary>): ReservationSummary => ({
  id: 'r1',
  reservation_id: 'r1',
  code: 'RES-AFI',
  source: 'cart',
  status: 'pending',
  reservation_date: '2026-03-12 12:00:00',
  pickup_location: 'restaurant',
  notes: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  total_price: 7000,
  total_quantite: 2,
  is_paid: false,
  paid_at: null,
  payment_status: 'unpaid',
  created_at: '2026-03-10T10:00:00.000Z',
  ...patch,
});

function renderCard(r: ReservationSummary) {
  render(
    <MemoryRouter>
      <ReservationCard reservation={r} now={now} onPay={() => {}} onCancel={() => {}} />
    </MemoryRouter>,
  );
}
const button = (name: RegExp) => screen.queryByRole('button', { name });
afterEach(cleanup);

describe('ReservationCard', () => {
  it('offers to pay and cancel an unpaid reservation', () => {
    renderCard(reservation({}));
    screen.getByText('En attente');
    screen.getByText('Non payée');
    expect(button(/^Payer la réservation RES-AFI/)).not.toBeNull();
    expect(button(/^Annuler la réservation RES-AFI/)).not.toBeNull();
  });

  it('does not offer to pay again while money is owed back', () => {
    renderCard(reservation({ payment_status: 'refund_pending' }));
    expect(button(/^Payer/)).toBeNull();
  });

  it('keeps a paid reservation whose pickup is under 2 h away, and says why', () => {
    renderCard(
      reservation({
        status: 'confirmed',
        is_paid: true,
        payment_status: 'completed',
        reservation_date: '2026-03-10 13:30:00',
      }),
    );
    expect(button(/^Annuler/)).toBeNull();
    screen.getByText(/moins de 2 heures : la réservation ne peut plus être annulée/);
  });

  it('shows only the status of a cancelled reservation no money reached', () => {
    renderCard(reservation({ status: 'cancelled', payment_status: 'pending' }));
    screen.getByText('Annulée');
    expect(screen.queryByText('Paiement en attente')).toBeNull();
    expect(button(/^(Payer|Annuler)/)).toBeNull();
  });
});
