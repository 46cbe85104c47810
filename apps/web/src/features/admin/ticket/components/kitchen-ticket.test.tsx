import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminReservation } from '@lome/shared';
import { anOrderSummary } from '@/test/factories';
import { orderTicket, reservationTicket } from '../lib/ticket-data';
import { KitchenTicket } from './kitchen-ticket';

const anAdminOrder = (patch: Partial<AdminOrder> = {}): AdminOrder => ({
  ...anOrderSummary({
    code_commande: 'CMD-AB12CD34',
    status: 'confirmed',
    total_price: 7500,
    payment_method: 'mobile_money',
  }),
  customer: { id: 'u1', firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg' },
  latitude: 6.135,
  longitude: 1.225,
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 3, price_per_unit: 2500 }],
  ...patch,
});

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
  is_paid: false,
  paid_at: null,
  payment_method: 'cash',
  created_at: '2026-11-23T09:59:00Z',
  customer: { firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg', phone: '90112233' },
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 3000 }],
  ...patch,
});

/** The ticket's boxed payment line, spaces as a reader sees them. */
const paymentShown = () =>
  screen.getByRole('article').querySelector('.kt-payment')?.textContent?.replace(/\s/g, ' ');

describe('KitchenTicket', () => {
  afterEach(cleanup);

  it('shows the code, the dishes, where it goes, and the page of the chosen roll', () => {
    render(<KitchenTicket ticket={orderTicket(anAdminOrder())} width={58} />);
    const ticket = screen.getByRole('article', { name: 'Ticket CMD-AB12CD34' });
    expect(ticket.textContent).toContain('3 × Fufu');
    expect(ticket.textContent).toContain('Livraison : Domicile : Bè Kpota');
    // The class names the roll's page (kitchen-ticket.css); nothing is written inline.
    expect(ticket.className).toBe('kitchen-ticket kitchen-ticket-58');
    expect(ticket.querySelector('style, [style]')).toBeNull();
  });

  it('prints a counter pickup as a pickup: its time and the restaurant, no address', () => {
    const pickup = anAdminOrder({
      is_delivery: false,
      title: null,
      description_address: null,
      distance_m: null,
      pickup_location: 'restaurant',
      scheduled_for: '2026-11-25T12:30:00Z',
    });
    render(<KitchenTicket ticket={orderTicket(pickup)} width={80} />);
    const ticket = screen.getByRole('article');
    expect(ticket.textContent).toContain('Retrait au restaurant');
    expect(ticket.querySelector('.kt-when')?.textContent).toMatch(/^Retrait : 25\/11/);
    expect(ticket.textContent).not.toMatch(/Livraison|Domicile|À emporter/);
  });

  it.each([
    [
      'paid by mobile money: the amount and the network',
      { is_paid: true, paid_with: { amount: 7500, network: 'FLOOZ' } },
      'Payée : 7 500 FCFA (FLOOZ)',
    ],
    [
      'cash collected: the amount, in cash',
      { is_paid: true, payment_method: 'cash', paid_with: { amount: 7500, network: 'CASH' } },
      'Payée en espèces : 7 500 FCFA',
    ],
    ['cash on delivery: what the rider collects', { payment_method: 'cash' }, 'À ENCAISSER 7 500 FCFA'],
    [
      'mobile money still to come: nothing to collect',
      { payment_method: 'mobile_money' },
      'NON PAYÉE : paiement mobile money en attente',
    ],
  ] as const)('states the payment of an order %s', (_, patch, line) => {
    render(<KitchenTicket ticket={orderTicket(anAdminOrder(patch))} width={80} />);
    expect(paymentShown()).toBe(line);
  });

  it('states the payment of a reservation: cash to collect at pickup, then the cash paid', () => {
    const { rerender } = render(<KitchenTicket ticket={reservationTicket(aReservation())} width={80} />);
    expect(paymentShown()).toBe('À ENCAISSER 6 000 FCFA');
    rerender(
      <KitchenTicket
        ticket={reservationTicket(
          aReservation({ is_paid: true, paid_with: { amount: 6000, network: 'CASH' } }),
        )}
        width={80}
      />,
    );
    expect(paymentShown()).toBe('Payée en espèces : 6 000 FCFA');
  });

  it.each([58, 80] as const)(
    "prints each line's choices, note and allergens on lines of their own (%i mm)",
    (width) => {
      const order = anAdminOrder({
        dishes: [
          {
            dish_id: 'd1',
            dish_name: 'Poulet braisé',
            img_plat: null,
            quantity: 2,
            price_per_unit: 4_500,
            options: [
              { group: 'Accompagnement', name: 'Riz', price_delta: 0 },
              { group: 'Sauce', name: 'Sauce arachide', price_delta: 500 },
            ],
            note: 'bien cuit',
            allergens: ['peanuts', 'fish'],
          },
          { dish_id: 'd2', dish_name: 'Fufu', img_plat: null, quantity: 1, price_per_unit: 2_500 },
        ],
      });
      render(<KitchenTicket ticket={orderTicket(order)} width={width} />);
      const ticket = screen.getByRole('article');
      expect(ticket.className).toBe(`kitchen-ticket kitchen-ticket-${width}`);
      const [chicken, fufu] = [...ticket.querySelectorAll('.kt-lines > li')];
      const own = (cls: string) => chicken?.querySelector(cls)?.textContent?.replace(/\u00a0/g, ' ');
      expect(own('.kt-choices')).toBe('Riz, Sauce arachide');
      expect(own('.kt-line-note')).toBe('Note : « bien cuit »');
      // In the EU list's order, in French: what the kitchen must not miss.
      expect(own('.kt-allergens')).toBe('ALLERGÈNES : poisson, arachides');
      expect(fufu?.textContent?.trim()).toBe('1 × Fufu');
    },
  );

  it("prints a reservation's line choices and note too", () => {
    const reservation = aReservation({
      dishes: [
        {
          dish_id: 'd1',
          dish_name: 'Fufu',
          img_plat: null,
          quantity: 2,
          price_per_unit: 3000,
          options: [{ group: 'Piment', name: 'Piment à part', price_delta: 0 }],
          note: 'sans oignon',
        },
      ],
    });
    render(<KitchenTicket ticket={reservationTicket(reservation)} width={58} />);
    const line = screen.getByRole('article').querySelector('.kt-lines > li')?.textContent;
    expect(line?.replace(/\u00a0/g, ' ')).toBe('2 × FufuPiment à partNote : « sans oignon »');
  });
});
