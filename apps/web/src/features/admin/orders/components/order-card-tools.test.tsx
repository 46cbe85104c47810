import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@lome/shared';
import { anOrderSummary } from '@/test/factories';
import { orderTicket } from '../../ticket/lib/ticket-data';
import { OrderCardTools } from './order-card-tools';

const anOrder = (patch: Partial<AdminOrder> = {}): AdminOrder => ({
  // On its way unpaid: cash on delivery.
  ...anOrderSummary({ status: 'in_delivery', is_paid: false, total_price: 7500, payment_method: 'cash' }),
  code_commande: 'CMD-RIDE01',
  is_delivery: true,
  title: 'Bureau',
  description_address: 'Rue 5, Tokoin',
  phone: '90112233',
  customer: { id: 'u1', firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg' },
  latitude: 6.135,
  longitude: 1.225,
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 2500 }],
  rider: { id: 'r1', firstname: 'Komi', phone: '97001122' },
  ...patch,
});

describe('OrderCardTools', () => {
  afterEach(cleanup);

  it("names the rider and prepares their WhatsApp message: code, address, map, customer's phone, cash", () => {
    render(<OrderCardTools order={anOrder()} />);
    expect(screen.getByRole('link', { name: '97001122' }).getAttribute('href')).toBe('tel:+22897001122');
    const href = screen.getByRole('link', { name: 'WhatsApp livreur' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/22897001122?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain('CMD-RIDE01');
    expect(text).toContain('Bureau : Rue 5, Tokoin');
    expect(text).toContain('https://www.google.com/maps?q=6.135,1.225');
    expect(text).toContain('Client (Afi) : 90112233');
    expect(text).toContain('À encaisser : 7\u00a0500\u00a0FCFA');
    screen.getByRole('button', { name: 'Imprimer le ticket' });
  });

  it('without a rider the message is still one tap away, to whoever staff pick', () => {
    render(<OrderCardTools order={anOrder({ rider: null, status: 'preparation', is_paid: true })} />);
    const href = screen.getByRole('link', { name: 'WhatsApp livreur' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Payé');
  });

  it('the ticket holds the code, the dishes, the place and what to collect or what paid it', () => {
    expect(orderTicket(anOrder())).toMatchObject({
      code: 'CMD-RIDE01',
      lines: [{ quantity: 2, name: 'Fufu' }],
      place: 'Livraison : Bureau : Rue 5, Tokoin',
      customer: 'Afi Koffi',
      phone: '90112233',
      payment: 'À ENCAISSER 7\u00a0500\u00a0FCFA',
    });
    expect(orderTicket(anOrder({ is_paid: true })).payment).toBe(
      'Payée en espèces\u00a0: 7\u00a0500\u00a0FCFA',
    );
    const paid = anOrder({
      is_paid: true,
      payment_method: 'mobile_money',
      paid_with: { amount: 7500, network: 'TMONEY' },
    });
    expect(orderTicket(paid).payment).toBe('Payée\u00a0: 7\u00a0500\u00a0FCFA (TMONEY)');
  });
});
