import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa, type ReservationCreateInput, type ReservationSummary } from '@lome/shared';
import { api } from '@/lib/api-client';
import { resources } from '@/lib/resource';
import { renderWithProviders } from '@/test/render';
import { cartMade } from '@/features/cart';
import type { CartPickup } from '../hooks/use-cart-reservation';
import { ReservationDialog } from './reservation-dialog';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
// The first step's pickup form is tested on its own: here it only sends the cart's reservation.
vi.mock(import('./reservation-summary-step'), () => ({
  ReservationSummaryStep: ({
    send,
  }: {
    send: (body: ReservationCreateInput, pickup: CartPickup) => void;
  }) => (
    <button
      onClick={() =>
        send(
          { dishes: [{ dish_id: 'd1', quantity: 2 }], reservation_date: '2026-12-02 12:30:00' },
          { date: '2026-12-02', time: '12:30', pickup: 'restaurant', notes: '' },
        )
      }
    >
      Continuer vers le paiement
    </button>
  ),
}));

const fetched = vi.mocked(api);

const made = (patch: Partial<ReservationSummary> = {}): ReservationSummary => ({
  id: 'r1',
  reservation_id: 'r1',
  code: 'RES-AFI',
  source: 'cart',
  status: 'pending',
  reservation_date: '2026-12-02 12:30:00',
  pickup_location: 'restaurant',
  notes: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  total_price: 8000,
  total_quantite: 2,
  is_paid: false,
  paid_at: null,
  payment_method: 'mobile_money',
  created_at: '2026-11-28T10:00:00.000Z',
  ...patch,
});

/** The API as the dialog meets it, with the restaurant's cash cap. */
function serve(cashMax: number) {
  resources.set('restaurant/status', {
    open: true,
    paused: false,
    accepting_orders: true,
    message: 'Ouvert',
    next_open_at: null,
    closes_at: null,
    cash_max_amount: cashMax,
  });
  fetched.mockImplementation(async (path, init) => {
    if (path === '/reservations') {
      const body = (init as { body: ReservationCreateInput }).body;
      return body.payment_method === 'cash' ? made({ status: 'confirmed', payment_method: 'cash' }) : made();
    }
    throw new Error(`unexpected ${String(path)}`);
  });
}

const items = [{ id: 'd1', name: 'Ayimolou', price: 4000, quantity: 2, image: null }];

function open(onReserved = vi.fn()) {
  renderWithProviders(
    <ReservationDialog show onHide={() => {}} items={items as never} onReserved={onReserved} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
  return onReserved;
}

afterEach(() => {
  cleanup();
  resources.reset();
  fetched.mockReset();
  localStorage.clear();
});

describe('ReservationDialog, cash at pickup', () => {
  it('offers "Espèces au retrait" within the cap, then confirms with the amount to pay at pickup', async () => {
    serve(10_000);
    const onReserved = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Espèces au retrait' }));
    await screen.findByText('Réservation confirmée !');
    expect(screen.getByText(/À payer au retrait, en espèces/).textContent).toContain(formatFcfa(8000));
    const cashCall = fetched.mock.calls.find(
      ([, init]) => (init as { body?: ReservationCreateInput })?.body?.payment_method === 'cash',
    );
    expect(cashCall?.[1]).toMatchObject({ method: 'POST', body: { replaces_reservation_id: 'r1' } });
    expect(onReserved).toHaveBeenCalled();
  });

  it.each([
    ['cash is off', 0],
    ['the total is over the cap', 5_000],
  ])('does not offer cash when %s', async (_, cashMax) => {
    serve(cashMax);
    open();
    await screen.findByText(/RES-AFI/);
    expect(screen.queryByRole('button', { name: 'Espèces au retrait' })).toBeNull();
  });

  it('names the unpaid order the cart made before, which the reservation replaces', async () => {
    cartMade.remember('order', { owner: '', id: 'o7', dishes: [{ dish_id: 'd1', quantity: 2 }] });
    serve(0);
    open();
    await screen.findByText(/RES-AFI/);
    const sent = fetched.mock.calls.find(([path]) => path === '/reservations');
    expect(sent?.[1]).toMatchObject({ method: 'POST', body: { replaces_order_id: 'o7' } });
  });
});
