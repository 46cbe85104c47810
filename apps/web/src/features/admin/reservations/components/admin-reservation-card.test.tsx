import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReservation } from '@lome/shared';
import { AdminReservationCard } from './admin-reservation-card';

const aReservation = (patch: Partial<AdminReservation> = {}): AdminReservation => ({
  id: 'r1',
  reservation_id: 'r1',
  code: 'RES-ABCD1234',
  source: 'cart',
  status: 'confirmed',
  reservation_date: '2026-11-25 12:30:00',
  pickup_location: 'drive',
  notes: null,
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  total_price: 6000,
  total_quantite: 2,
  is_paid: true,
  paid_at: '2026-11-23T10:00:00Z',
  created_at: '2026-11-23T09:59:00Z',
  customer: { firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg', phone: '90112233' },
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 3000 }],
  ...patch,
});

// The marks; every card also has 'Imprimer' (its kitchen ticket).
const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter((text) => text !== 'Imprimer');
// The day before the pickup (25 November, 12:30), and just after it.
const before = new Date('2026-11-24T18:00:00Z');
const after = new Date('2026-11-25T12:31:00Z');

describe('AdminReservationCard', () => {
  afterEach(cleanup);

  it('shows the pickup, the customer with a tel: link, the dishes, and the marks a paid reservation allows', () => {
    const onMark = vi.fn();
    render(<AdminReservationCard reservation={aReservation()} now={after} busy={false} onMark={onMark} />);
    const card = screen.getByRole('article', { name: 'Réservation RES-ABCD1234' });
    expect(card.textContent).toContain('12:30 · RES-ABCD1234');
    expect(card.textContent).toContain('Retrait au drive');
    expect(card.textContent).toContain('2 × Fufu');
    expect(screen.getByRole('link', { name: '90112233' }).getAttribute('href')).toBe('tel:+22890112233');
    expect(buttons()).toEqual(['Prête à retirer', 'Non retirée']);
    screen.getByRole('button', { name: 'Imprimer le ticket' });
    screen.getByRole('button', { name: 'Prête à retirer' }).click();
    expect(onMark).toHaveBeenCalledWith('ready');
  });

  it("offers 'Retirée' once ready and 'Non retirée' only once the pickup time has passed", () => {
    const { rerender } = render(
      <AdminReservationCard reservation={aReservation()} now={before} busy={false} onMark={vi.fn()} />,
    );
    expect(buttons()).toEqual(['Prête à retirer']);
    rerender(
      <AdminReservationCard
        reservation={aReservation({ status: 'ready' })}
        now={before}
        busy={false}
        onMark={vi.fn()}
      />,
    );
    expect(buttons()).toEqual(['Retirée']);
  });

  it('offers undo for 60 s after a mark', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:40:10Z'));
    const onUndo = vi.fn();
    const move = {
      from: 'ready',
      to: 'picked_up',
      at: '2026-11-25T12:40:00Z',
      undo_until: '2026-11-25T12:41:00Z',
    };
    render(
      <AdminReservationCard
        reservation={aReservation({ status: 'picked_up', last_move: move })}
        now={after}
        busy={false}
        onMark={vi.fn()}
        onUndo={onUndo}
      />,
    );
    screen.getByRole('button', { name: "Annuler l'action (50 s)" }).click();
    expect(onUndo).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('offers picked up or not once ready, nothing once done, and nothing on an unpaid one', () => {
    const { rerender } = render(
      <AdminReservationCard
        reservation={aReservation({ status: 'ready' })}
        now={after}
        busy={false}
        onMark={vi.fn()}
      />,
    );
    expect(buttons()).toEqual(['Retirée', 'Non retirée']);
    rerender(
      <AdminReservationCard
        reservation={aReservation({ status: 'picked_up' })}
        now={after}
        busy={false}
        onMark={vi.fn()}
      />,
    );
    expect(buttons()).toEqual([]);
    rerender(
      <AdminReservationCard
        reservation={aReservation({ status: 'pending', is_paid: false })}
        now={after}
        busy={false}
        onMark={vi.fn()}
      />,
    );
    expect(buttons()).toEqual([]);
    screen.getByText('Non payée');
  });

  it("shows cash at pickup to collect, lets it be prepared unpaid, and 'Retirée' only once collected", () => {
    const cash = aReservation({ status: 'ready', is_paid: false, paid_at: null, payment_method: 'cash' });
    const { rerender } = render(
      <QueryClientProvider client={new QueryClient()}>
        <AdminReservationCard reservation={cash} now={before} busy={false} onMark={vi.fn()} />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article', { name: 'Réservation RES-ABCD1234' });
    expect(card.textContent).toContain('Non payée · Espèces au retrait');
    expect(card.textContent).toContain('À encaisser');
    expect(buttons()).toEqual(['Espèces encaissées']);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <AdminReservationCard
          reservation={{ ...cash, is_paid: true }}
          now={before}
          busy={false}
          onMark={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(buttons()).toEqual(['Retirée']);
  });
});
