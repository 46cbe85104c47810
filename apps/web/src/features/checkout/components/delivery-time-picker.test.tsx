import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CartItem, RestaurantStatus } from '@lome/shared';
import { resources } from '@/lib/resource';
import { useDeliveryTime } from '../hooks/use-delivery-time';
import { slotDays } from '../lib/slot-days';
import { DeliveryTimePicker } from './delivery-time-picker';
import { renderWithProviders } from '@/test/render';

// Thursday 26 November 2026, 10:00 in Lomé (UTC+0).
const NOW = new Date('2026-11-26T10:00:00Z');
const items: CartItem[] = [
  { id: 'd1', name: 'Ayimolou', price: 2500, image: '', category: 'c', quantity: 1 },
];
const slots = [
  '2026-11-26T12:00:00.000Z',
  '2026-11-26T12:15:00.000Z',
  '2026-11-27T11:30:00.000Z',
  '2026-11-28T19:00:00.000Z',
  '2026-12-03T12:00:00.000Z',
];
const closed: RestaurantStatus = {
  open: false,
  paused: false,
  accepting_orders: false,
  message: 'Fermé · ouvre à 11h30',
  next_open_at: '2026-11-26T11:30:00.000Z',
  closes_at: null,
  last_order_at: null,
  paused_until: null,
  pause_message: null,
  rush: false,
};
const open: RestaurantStatus = { ...closed, open: true, accepting_orders: true, message: 'Ouvert' };

function serve(status: RestaurantStatus, notice = false) {
  const answers: Record<string, unknown> = {
    '/api/restaurant/status': status,
    '/api/restaurant/slots': { slots },
    '/api/menu': {
      categories: [],
      dishes: [
        {
          dish_id: 'd1',
          dish_name: 'Ayimolou',
          dish_description: '',
          dish_price: 2500,
          bg_image: '',
          specialite_id: null,
          type_name: 'Plat',
          featured: false,
          available: true,
          preparation_time: null,
          requires_advance_notice: notice,
        },
      ],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(Response.json(answers[url]))),
  );
}

function Harness() {
  const time = useDeliveryTime(items);
  return (
    <>
      <DeliveryTimePicker time={time} />
      <output data-testid="sent">{time.scheduledFor ?? 'asap'}</output>
    </>
  );
}

function show() {
  renderWithProviders(<Harness />);
}

afterEach(() => {
  cleanup();
  resources.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('slotDays', () => {
  it('groups the slots by Lomé day, named as customers say them', () => {
    const days = slotDays(slots, NOW);
    expect(days.map((d) => d.label)).toEqual(["Aujourd'hui", 'Demain', 'Samedi', 'Le 3 décembre']);
    expect(days[0]!.times).toEqual([
      { value: '2026-11-26T12:00:00.000Z', label: '12h00' },
      { value: '2026-11-26T12:15:00.000Z', label: '12h15' },
    ]);
  });

  it('leaves out the slots before the earliest allowed', () => {
    const days = slotDays(slots, NOW, new Date('2026-11-27T10:00:00Z'));
    expect(days.map((d) => d.day)).toEqual(['2026-11-27', '2026-11-28', '2026-12-03']);
  });
});

describe('DeliveryTimePicker', () => {
  it('offers "Dès que possible" while the kitchen takes orders', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve(open);
    show();
    const asap = screen.getByLabelText<HTMLInputElement>('Dès que possible');
    expect(asap.checked).toBe(true);
    expect(screen.getByTestId('sent').textContent).toBe('asap');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/restaurant/status', expect.anything()));
    expect(asap.disabled).toBe(false);
  });

  it('preselects "Programmer" when closed, then sends the slot chosen by day and time', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve(closed);
    show();
    await screen.findByText('Fermé · ouvre à 11h30');
    expect(screen.getByLabelText<HTMLInputElement>('Dès que possible').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Programmer').checked).toBe(true);
    const day = await screen.findByLabelText<HTMLSelectElement>('Jour');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["Aujourd'hui", 'Demain', 'Samedi', 'Le 3 décembre']);
    fireEvent.change(day, { target: { value: '2026-11-27' } });
    const hour = screen.getByLabelText<HTMLSelectElement>('Heure');
    expect(
      within(hour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choisissez', '11h30']);
    fireEvent.change(hour, { target: { value: '2026-11-27T11:30:00.000Z' } });
    expect(screen.getByTestId('sent').textContent).toBe('2026-11-27T11:30:00.000Z');
  });

  it('offers only slots 24 h ahead, and no ASAP, for a dish needing notice', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    serve(open, true);
    show();
    await screen.findByText("Ayimolou se réserve 24 h à l'avance.");
    expect(screen.getByLabelText<HTMLInputElement>('Dès que possible').disabled).toBe(true);
    const day = await screen.findByLabelText<HTMLSelectElement>('Jour');
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Demain', 'Samedi', 'Le 3 décembre']);
  });
});
