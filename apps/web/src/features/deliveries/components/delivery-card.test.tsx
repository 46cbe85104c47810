import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa, type RiderOrder } from '@lome/shared';
import { DeliveryCard } from './delivery-card';

afterEach(cleanup);

const now = new Date('2026-12-07T12:30:00.000Z');
const anOrder = (patch: Partial<RiderOrder> = {}): RiderOrder => ({
  order_id: 'o1',
  code_commande: 'CMD-ESP',
  status: 'in_delivery',
  customer_firstname: 'Ama',
  phone: '90112233',
  title: 'Domicile',
  description_address: 'Tokoin',
  latitude: null,
  longitude: null,
  total_price: 5400,
  is_paid: false,
  amount_to_collect: 5400,
  estimated_at: null,
  delivered_at: null,
  undo_until: null,
  dishes: [],
  ...patch,
});
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
const card = (order: RiderOrder) =>
  render(
    <DeliveryCard
      order={order}
      busy={false}
      now={now}
      onDelivered={vi.fn()}
      onUndo={vi.fn()}
      onCash={vi.fn()}
    />,
  );

describe('DeliveryCard', () => {
  it('keeps "Espèces encaissées" after "Livrée", with the minute to take "Livrée" back', () => {
    card(
      anOrder({
        status: 'delivered',
        delivered_at: '2026-12-07T12:29:40.000Z',
        undo_until: '2026-12-07T12:30:40.000Z',
      }),
    );
    expect(buttons()).toEqual([`Espèces encaissées (${formatFcfa(5400)})`, 'Annuler «\u00a0Livrée\u00a0»']);
  });

  it('offers no undo once the minute is over, nor any button for a paid delivered order', () => {
    card(anOrder({ status: 'delivered', undo_until: '2026-12-07T12:29:59.000Z' }));
    expect(buttons()).toEqual([`Espèces encaissées (${formatFcfa(5400)})`]);
    cleanup();
    card(anOrder({ status: 'delivered', is_paid: true, amount_to_collect: 0 }));
    expect(buttons()).toEqual([]);
  });

  it('tells the rider an unpaid mobile-money order is not paid, with nothing to collect', () => {
    card(anOrder({ amount_to_collect: 0 }));
    expect(screen.getByTestId('amount-line').textContent).toBe(
      'NON PAYÉE\u00a0: paiement mobile money en attente',
    );
    expect(buttons().some((b) => b?.includes('Espèces'))).toBe(false);
  });

  it('shows each dish with its choices and note, so the rider hands over the right bag', () => {
    card(
      anOrder({
        dishes: [
          {
            dish_id: 'd1',
            dish_name: 'Poulet braisé',
            img_plat: null,
            quantity: 2,
            price_per_unit: 4_500,
            options: [{ group: 'Piment', name: 'Piment à part', price_delta: 0 }],
            note: 'bien cuit',
          },
          { dish_id: 'd2', dish_name: 'Fufu', img_plat: null, quantity: 1, price_per_unit: 2_500 },
        ],
      }),
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '2 × Poulet braiséPiment à partNote : « bien cuit »',
      '1 × Fufu',
    ]);
  });
});
